import type { Course } from '@teachloop/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { LEVEL_TONES } from './course-card';

/** The topics and levels a course covers, each topic with 'Create a challenge' (named 'Create a challenge on {topic}', topic prefilled). */
export function CourseOverview({ course }: { course: Course }) {
  return (
    <Card className="flex flex-col gap-5">
      <section aria-labelledby="course-topics">
        <h2 id="course-topics" className="text-lg font-semibold text-fg">
          Topics covered
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {course.topics.map((topic) => (
            <li
              key={topic}
              className="flex flex-col items-start gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-2"
            >
              <span className="font-medium text-fg">{topic}</span>
              <Link
                to={`/challenges/create?topic=${encodeURIComponent(topic)}`}
                className="inline-flex items-center gap-1 rounded text-sm font-semibold text-primary hover:underline"
              >
                <Plus aria-hidden className="size-4" />
                {/* WCAG 2.5.3: the name starts with the visible words, and the topic completes it for screen readers. */}
                <span>
                  Create a challenge <span className="sr-only">{`on ${topic}`}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="course-levels">
        <h2 id="course-levels" className="text-lg font-semibold text-fg">
          Levels
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {course.levels.map((level) => (
            <li key={level}>
              <Tag tone={LEVEL_TONES[level]}>{level}</Tag>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
