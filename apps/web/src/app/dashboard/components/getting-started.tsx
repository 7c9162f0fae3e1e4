import type { OnboardingSteps } from '@teachloop/shared';
import { Circle, CircleCheck, Rocket } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SectionCard } from '../../../components/ui/section-card';
import { dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { ONBOARDING_TEXTS, OPEN_TO_TEACH_PATH } from '../dashboard-texts';

type Step = keyof OnboardingSteps;
const STEPS: readonly Step[] = ['createdChallenge', 'taughtBack', 'reviewed'];

function ChecklistStep({
  step,
  done,
  action,
}: {
  step: Step;
  done: boolean;
  action: { to: string; label: string };
}) {
  const titleId = useId();
  const texts = ONBOARDING_TEXTS.steps[step];
  const Icon = done ? CircleCheck : Circle;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', done ? 'text-primary' : 'text-muted')} />
        <div className="min-w-0">
          <p id={titleId} className={cn('font-medium', done ? 'text-muted' : 'text-fg')}>
            {texts.title}
            <span className="sr-only">: {done ? ONBOARDING_TEXTS.done : ONBOARDING_TEXTS.notDone}</span>
          </p>
          {done ? null : <p className="text-sm text-muted">{texts.hint}</p>}
        </div>
      </div>
      {done ? (
        <span aria-hidden className="text-sm font-medium text-primary">
          {ONBOARDING_TEXTS.done}
        </span>
      ) : (
        <ButtonLink
          to={action.to}
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
          className="shrink-0"
        >
          {action.label}
        </ButtonLink>
      )}
    </li>
  );
}

/**
 * 'Get started': the loop in one line and its three steps, each ticked off from what the user has really done
 * (GET /api/onboarding, refetched by the live events that change it), each open one with its action. Gone once
 * all three are done, and while it cannot be read (the dashboard works without it).
 */
export function GettingStarted({ enabled }: { enabled: boolean }) {
  const steps = useDashboardQuery(dashboardQueries.onboarding, enabled).data;
  const teachbacks = useDashboardQuery(dashboardQueries.teachbacks, enabled).data;
  if (!steps) return null;
  const doneCount = STEPS.filter((step) => steps[step]).length;
  if (doneCount === STEPS.length) return null;
  // A teach-back already waiting for the user is the quickest way to tick the step off.
  const teachbackWaiting = teachbacks?.some((teachback) => teachback.status !== 'completed') ?? false;
  const { steps: texts } = ONBOARDING_TEXTS;
  const actions: Record<Step, { to: string; label: string }> = {
    createdChallenge: { to: '/challenges/create', label: texts.createdChallenge.action },
    taughtBack: teachbackWaiting
      ? { to: '/teachbacks', label: texts.taughtBack.actionAssigned }
      : { to: OPEN_TO_TEACH_PATH, label: texts.taughtBack.action },
    reviewed: { to: '/feedback', label: texts.reviewed.action },
  };
  return (
    <SectionCard
      title={ONBOARDING_TEXTS.title}
      icon={Rocket}
      titleClassName="text-base sm:text-lg"
      aside={<span className="text-sm text-muted">{ONBOARDING_TEXTS.progress(doneCount, STEPS.length)}</span>}
      className="mb-6"
      cardClassName="gap-3 p-5"
    >
      <p className="text-sm text-muted">{ONBOARDING_TEXTS.loop}</p>
      <ol className="flex flex-col divide-y divide-line">
        {STEPS.map((step) => (
          <ChecklistStep key={step} step={step} done={steps[step]} action={actions[step]} />
        ))}
      </ol>
    </SectionCard>
  );
}
