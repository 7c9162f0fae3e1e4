import { Clock, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { Tag } from '../../../components/ui/tag';

export interface SampleCourse {
  icon: LucideIcon;
  title: string;
  subject: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  description: string;
  challenges: number;
  weeks: number;
}

const LEVEL_TONES = { Beginner: 'accent', Intermediate: 'primary', Advanced: 'warn' } as const;

/*
 * Course pages do not exist yet, so "View Course" is aria-disabled: it stays focusable and keeps its label, is
 * announced as unavailable, and points to the visible "Opens soon" note instead of silently doing nothing.
 */
export function CourseCard({ course }: { course: SampleCourse }) {
  const noteId = useId();
  return (
    <Card className="flex flex-1 flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <IconBadge icon={course.icon} size="lg" />
        <Tag tone={LEVEL_TONES[course.level]}>{course.level}</Tag>
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{course.subject}</p>
        <CardTitle className="mt-1">{course.title}</CardTitle>
      </div>
      <p className="text-sm leading-relaxed text-muted">{course.description}</p>
      <p className="text-sm text-fg">
        {course.challenges} challenges · {course.weeks} weeks
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button
          variant="secondary"
          aria-disabled="true"
          aria-describedby={noteId}
          className="cursor-not-allowed border-dashed"
        >
          View Course
        </Button>
        <span id={noteId} className="inline-flex items-center gap-1.5 text-xs text-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          Opens soon
        </span>
      </div>
    </Card>
  );
}
