import type { OnboardingSteps } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { findOnboardingSteps } from './onboarding.repo';

/** The getting-started checklist of the dashboard: which of the loop's three steps the user has done. */
export function getOnboarding(db: Db, userId: string): Promise<OnboardingSteps> {
  return findOnboardingSteps(db, userId);
}
