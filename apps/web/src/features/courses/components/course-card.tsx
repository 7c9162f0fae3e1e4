import { countOf, type Course } from '@teachloop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { Tag } from '../../../components/ui/tag';
import { courseIcon } from '../course-icons';

export const LEVEL_TONES = { Beginner: 'accent', Intermediate: 'primary', Advanced: 'warn' } as const;

/** One sample course on /explore; 'View Course' opens its page at /explore/{slug}. */
export function CourseCard({ course }: { course: Course }) {
  return (
    <Card className="flex flex-1 flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <IconBadge icon={courseIcon(course.slug)} size="lg" />
        <Tag tone={LEVEL_TONES[course.level]}>{course.level}</Tag>
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{course.subject}</p>
        <CardTitle className="mt-1">{course.title}</CardTitle>
      </div>
      <p className="text-sm leading-relaxed text-muted">{course.description}</p>
      <p className="text-sm text-fg">
        {countOf(course.challenges, 'challenge')} · {countOf(course.weeks, 'week')}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <ButtonLink
          to={`/explore/${course.slug}`}
          variant="secondary"
          aria-label={`View Course: ${course.title}`}
        >
          View Course
        </ButtonLink>
      </div>
    </Card>
  );
}
