import { countOf, COURSE_MESSAGES, findCourse, type Course } from '@teachloop/shared';
import { Search } from 'lucide-react';
import { useMatch, useParams } from 'react-router';
import { PageHeading } from '../../components/common/page-heading';
import { Container } from '../../components/ui/page';
import { SectionCard } from '../../components/ui/section-card';
import { OpenChallengeResults } from '../../features/challenges/components/open-challenge-list';
import { useCourseChallenges } from '../../features/courses/api/course-challenges';
import { CourseOverview } from '../../features/courses/components/course-overview';
import { ExplanationSearch } from '../../features/courses/components/explanation-search';
import { LearningPath } from '../../features/courses/components/learning-path';
import { PATH_TEXTS } from '../../features/courses/course-path-texts';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';
import { PathItemPage } from './path-item-page';

/**
 * The challenges open to teach on a course's topics, with the same Accept as the 'Open to teach' view. Anyone
 * may read them (no private notes, no owner address); a visitor is asked to log in to accept.
 */
function CourseChallenges({ course, signedIn }: { course: Course; signedIn: boolean }) {
  return (
    <OpenChallengeResults
      query={useCourseChallenges(course.slug)}
      signedIn={signedIn}
      emptyText={COURSE_MESSAGES.empty}
    />
  );
}

/**
 * /explore/{slug}: a sample course's page, open to anyone: its learning path with the viewer's progress, a
 * search of the explanations published on it, then its topics and the challenges open to teach on them. An
 * unknown slug is the not-found page.
 */
export function CoursePage() {
  // The course page also serves its path's items (route-modules.ts, PAGE_SUBPATHS).
  const item = useMatch('/explore/:slug/:item');
  return item ? (
    <PathItemPage slug={item.params.slug ?? ''} itemSlug={item.params.item ?? ''} />
  ) : (
    <CourseHome />
  );
}

function CourseHome() {
  const { slug = '' } = useParams();
  const { status } = useSession();
  const course = findCourse(slug);
  useDocumentTitle(course?.title);
  if (!course) return <NotFoundPage />;
  const signedIn = status === 'signed-in';
  return (
    <Container className="pb-16">
      <PageHeading
        back={{ to: '/explore', label: 'Back to courses' }}
        eyebrow={course.subject}
        title={course.title}
        lead={
          <>
            <p>{course.description}</p>
            <p className="mt-2 text-sm">
              {countOf(course.challenges, 'challenge')} · {countOf(course.weeks, 'week')}
            </p>
          </>
        }
      />
      <div className="flex flex-col gap-8">
        {/* First, so a shared search (?q=) shows its results without scrolling past the path on a phone. */}
        <SectionCard title={PATH_TEXTS.library} icon={Search} cardClassName="gap-4">
          <div className="max-w-2xl">
            <ExplanationSearch course={course.slug} />
          </div>
        </SectionCard>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <LearningPath course={course} items={course.path} signedIn={signedIn} />
          <div className="lg:self-start">
            <CourseOverview course={course} />
          </div>
        </div>
        <section aria-labelledby="course-open-challenges" className="flex flex-col gap-4">
          <h2 id="course-open-challenges" className="text-xl font-semibold text-fg">
            Open to teach
          </h2>
          <CourseChallenges course={course} signedIn={signedIn} />
        </section>
      </div>
    </Container>
  );
}
