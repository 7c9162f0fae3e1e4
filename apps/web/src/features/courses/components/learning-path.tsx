import type { Course, PathItem, PathItemState } from '@teachloop/shared';
import { CheckCircle2, Route } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadFailure } from '../../../components/common/load-failure';
import { loadErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { useCoursePath, useStartPath } from '../api/course-path';
import { PATH_TEXTS } from '../course-path-texts';
import { PathProgress } from './path-progress';
import { PathStateTag } from './path-state-tag';

/** 'Start this path', 'You started this path', or for a visitor the way to log in and come back. */
function StartPath({ slug, started, signedIn }: { slug: string; started: boolean; signedIn: boolean }) {
  const location = useLocation();
  const start = useStartPath(slug);
  const once = useOnce();
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  if (!signedIn) {
    return (
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <ButtonLink to="/login" state={{ from: location }} aria-describedby={hintId}>
          {PATH_TEXTS.start}
        </ButtonLink>
        <p id={hintId} className="text-sm text-muted">
          {PATH_TEXTS.signInFirst}
        </p>
      </div>
    );
  }
  if (started) {
    return (
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-fg">
        <CheckCircle2 aria-hidden className="size-5 text-primary" />
        {PATH_TEXTS.started}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        disabled={start.isPending}
        onClick={() =>
          once(() => {
            setFailed(false);
            return mutateThen(start, undefined, { onError: () => setFailed(true) });
          })
        }
      >
        {start.isPending ? PATH_TEXTS.starting : PATH_TEXTS.start}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {PATH_TEXTS.startFailed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The course's learning path in order, each item with the viewer's state and a link to its page, the progress
 * bar and 'Start this path'. A visitor sees every item not started, and nothing is asked of the server for them.
 */
export function LearningPath({
  course,
  items,
  signedIn,
}: {
  course: Course;
  items: readonly PathItem[];
  signedIn: boolean;
}) {
  const path = useCoursePath(course.slug, signedIn);
  const states = new Map<string, PathItemState>(
    (path.data?.items ?? []).map((progress) => [progress.slug, progress.state]),
  );
  const done = path.data?.done ?? 0;
  const total = path.data?.total ?? items.length;
  return (
    <SectionCard title={PATH_TEXTS.pathHeading} icon={Route} cardClassName="gap-5">
      {signedIn && path.isError ? (
        <LoadFailure
          message={loadErrorText(path.error, PATH_TEXTS.pathLoadFailed)}
          onRetry={() => void path.refetch()}
        />
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <PathProgress done={done} total={total} />
        </div>
        {signedIn && path.isPending ? null : (
          <StartPath slug={course.slug} started={path.data?.started ?? false} signedIn={signedIn} />
        )}
      </div>
      <ol className="flex flex-col divide-y divide-line">
        {items.map((item, index) => (
          <li key={item.slug} className="flex items-center gap-3 py-3">
            <span
              aria-hidden
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-semibold text-muted"
            >
              {index + 1}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
              <div className="min-w-0">
                <Link
                  to={`/explore/${course.slug}/${item.slug}`}
                  className="font-medium wrap-anywhere text-fg hover:text-primary hover:underline"
                >
                  {item.title}
                </Link>
                <p className="text-sm text-muted">
                  {item.topic} · {item.level}
                </p>
              </div>
              <div className="shrink-0">
                <PathStateTag state={states.get(item.slug) ?? 'not_started'} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
