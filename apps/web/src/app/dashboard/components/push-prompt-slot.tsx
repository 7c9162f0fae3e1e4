import type { OnboardingSteps } from '@teachloop/shared';
import {
  notificationPermission,
  promptDismissed,
  pushSupported,
} from '../../../features/notifications/push/push-support';
import { lazyComponent } from '../../../lib/lazy-component';
import { dashboardQueries, useDashboardQuery } from '../dashboard-queries';

/** The prompt's code: a chunk of its own, fetched only for a student it is shown to. */
export const LazyPushPrompt = lazyComponent(() =>
  import('../../../features/notifications/components/push-prompt').then((m) => m.PushPrompt),
);

/**
 * Whether to invite this student to turn push on: after their first completed loop (a teach-back completed or
 * a peer's teach-back reviewed, from the getting-started checklist the dashboard already reads), never before;
 * only where the browser can receive pushes and has not been asked yet ('default': no subscription can exist
 * without permission); and not after 'Not now' on this device.
 */
export function pushPromptAllowed(steps: OnboardingSteps | undefined): boolean {
  return (
    steps !== undefined &&
    (steps.taughtBack || steps.reviewed) &&
    pushSupported() &&
    notificationPermission() === 'default' &&
    !promptDismissed()
  );
}

/** The prompt's place at the top of the dashboard's parts. */
export function PushPromptSlot({ enabled }: { enabled: boolean }) {
  const steps = useDashboardQuery(dashboardQueries.onboarding, enabled).data;
  return pushPromptAllowed(steps) ? <LazyPushPrompt /> : null;
}
