import { COURSE_MESSAGES, type Course } from '@teachloop/shared';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LoadFailure } from '../../../components/common/load-failure';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/page';
import { Tag } from '../../../components/ui/tag';
import { loadErrorText } from '../../../lib/error-text';
import { relativeTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useCourseChallenges } from '../api/course-challenges';
import { LEVEL_TONES } from './course-card';

/**
 * The open challenges on a course's topics. For privacy, only title, topic, level and age, and only for
 * signed-in users; a visitor gets a link to log in that returns here, as the login guard's does.
 */
export function CourseChallenges({ course }: { course: Course }) {
  const { status } = useSession();
  const location = useLocation();
  const challenges = useCourseChallenges(course.slug, status === 'signed-in');
  const now = useNow(challenges.dataUpdatedAt);

  if (status === 'loading') return <Spinner />;
  if (status === 'signed-out') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <LogIn aria-hidden className="size-4" />
        <Link to="/login" state={{ from: location }} className="font-semibold text-primary hover:underline">
          Log in to see open challenges
        </Link>
      </p>
    );
  }
  if (challenges.isPending) return <Spinner label="Loading open challenges…" />;
  if (challenges.isError) {
    return (
      <LoadFailure
        message={loadErrorText(challenges.error, COURSE_MESSAGES.loadFailed)}
        onRetry={() => void challenges.refetch()}
      />
    );
  }
  const shown = challenges.data.pages.flatMap((page) => page.challenges);
  if (shown.length === 0) return <p className="text-sm text-muted">{COURSE_MESSAGES.empty}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {shown.map((challenge) => (
          <li key={challenge.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <h3 className="font-semibold wrap-anywhere text-fg">{challenge.title}</h3>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <Tag tone="neutral">{challenge.topic}</Tag>
                <Tag tone={LEVEL_TONES[challenge.level]}>{challenge.level}</Tag>
                <span>{relativeTime(challenge.createdAt, now)}</span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {challenges.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={challenges.isFetchingNextPage}
          onClick={() => void challenges.fetchNextPage()}
        >
          {challenges.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
