import { countOf, COURSE_MESSAGES, findCourse, type Course } from '@teachloop/shared';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/common/page-heading';
import { Container } from '../../components/ui/page';
import { OpenChallengeResults } from '../../features/challenges/components/open-challenge-list';
import { useCourseChallenges } from '../../features/courses/api/course-challenges';
import { CourseOverview } from '../../features/courses/components/course-overview';
import { useSession } from '../../lib/session';
import { NotFoundPage } from './not-found-page';

/**
 * The challenges open to teach on a course's topics, with the same Accept as the 'Open to teach' view. Anyone
 * may read them (no private notes, no owner address); a visitor is asked to log in to accept.
 */
function CourseChallenges({ course }: { course: Course }) {
  const { status } = useSession();
  return (
    <OpenChallengeResults
      query={useCourseChallenges(course.slug)}
      signedIn={status === 'signed-in'}
      emptyText={COURSE_MESSAGES.empty}
    />
  );
}

/** /explore/{slug}: a sample course's page, open to anyone; an unknown slug is the not-found page. */
export function CoursePage() {
  const { slug = '' } = useParams();
  const course = findCourse(slug);
  if (!course) return <NotFoundPage />;
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
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CourseOverview course={course} />
        <section aria-labelledby="course-open-challenges" className="flex flex-col gap-4">
          <h2 id="course-open-challenges" className="text-xl font-semibold text-fg">
            Open to teach
          </h2>
          <CourseChallenges course={course} />
        </section>
      </div>
    </Container>
  );
}
