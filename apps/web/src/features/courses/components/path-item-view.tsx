import type { Course, PathItem } from '@teachloop/shared';
import { Lightbulb, MessageCircleQuestion, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/common/page-heading';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/page';
import { SectionCard } from '../../../components/ui/section-card';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { useAskPathItem, useCoursePath, useTeachPathItem } from '../api/course-path';
import { PATH_TEXTS } from '../course-path-texts';
import { ExplanationList } from './explanation-list';
import { PathStateTag } from './path-state-tag';

/** 'Ask for a teach-back' and 'Teach it': each opens the work it makes; a visitor logs in first and comes back. */
function ItemActions({ course, item, signedIn }: { course: string; item: string; signedIn: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ask = useAskPathItem(course, item);
  const teach = useTeachPathItem(course, item);
  const once = useOnce();
  const [error, setError] = useState<string | null>(null);
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/login" state={{ from: location }}>
            <MessageCircleQuestion aria-hidden className="size-4" />
            {PATH_TEXTS.ask}
          </ButtonLink>
          <ButtonLink to="/login" state={{ from: location }} variant="secondary">
            <PenLine aria-hidden className="size-4" />
            {PATH_TEXTS.teach}
          </ButtonLink>
        </div>
        <p className="text-sm text-muted">{PATH_TEXTS.signInFirst}</p>
      </div>
    );
  }
  const busy = ask.isPending || teach.isPending;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy}
          onClick={() =>
            once(() => {
              setError(null);
              return mutateThen(ask, undefined, {
                onSuccess: ({ challengeId }) =>
                  void navigate(`/challenges/${encodeURIComponent(challengeId)}`),
                onError: () => setError(PATH_TEXTS.askFailed),
              });
            })
          }
        >
          <MessageCircleQuestion aria-hidden className="size-4" />
          {ask.isPending ? PATH_TEXTS.asking : PATH_TEXTS.ask}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            once(() => {
              setError(null);
              return mutateThen(teach, undefined, {
                onSuccess: ({ teachbackId }) =>
                  void navigate(`/teachbacks/${encodeURIComponent(teachbackId)}/work`),
                onError: () => setError(PATH_TEXTS.teachFailed),
              });
            })
          }
        >
          <PenLine aria-hidden className="size-4" />
          {teach.isPending ? PATH_TEXTS.opening : PATH_TEXTS.teach}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The viewer's state on the item: read from their path (a visitor has none: not started). */
function ItemState({ course, item, signedIn }: { course: string; item: string; signedIn: boolean }) {
  const path = useCoursePath(course, signedIn);
  const state = path.data?.items.find((progress) => progress.slug === item)?.state ?? 'not_started';
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      {PATH_TEXTS.yourState}: {signedIn && path.isPending ? <span>…</span> : <PathStateTag state={state} />}
    </p>
  );
}

/**
 * /explore/{course}/{item}: one item of a learning path: its prompt and key ideas, the viewer's state, Ask and
 * Teach, and the explanations published for it. Open to anyone.
 */
export function PathItemView({
  course,
  item,
  signedIn,
}: {
  course: Course;
  item: PathItem;
  signedIn: boolean;
}) {
  return (
    <Container className="pb-16">
      <PageHeading
        back={{ to: `/explore/${course.slug}`, label: PATH_TEXTS.backToCourse(course.title) }}
        eyebrow={course.title}
        title={item.title}
        lead={
          <p className="text-sm">
            {item.topic} · {item.level}
          </p>
        }
      />
      <div className="flex flex-col gap-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">
            <p className="text-lg leading-relaxed wrap-anywhere text-fg">{item.prompt}</p>
            <ItemState course={course.slug} item={item.slug} signedIn={signedIn} />
            <ItemActions course={course.slug} item={item.slug} signedIn={signedIn} />
          </div>
          <SectionCard title={PATH_TEXTS.keyIdeas} icon={Lightbulb} iconTone="warn" cardClassName="gap-3">
            <ul className="flex list-disc flex-col gap-2 pl-5 text-fg marker:text-muted">
              {item.keyIdeas.map((idea) => (
                <li key={idea}>{idea}</li>
              ))}
            </ul>
          </SectionCard>
        </div>
        <ExplanationList slug={course.slug} item={item.slug} signedIn={signedIn} />
      </div>
    </Container>
  );
}
