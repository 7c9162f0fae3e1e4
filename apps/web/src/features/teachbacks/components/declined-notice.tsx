import type { DeclineTeachbackResponse } from '@teachloop/shared';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';

type Outcome = DeclineTeachbackResponse['outcome'];

/** What the work page hands the list in history state after a decline, so the list can say what happened. */
export interface DeclinedNoticeState {
  declined: { outcome: Outcome };
}

const DECLINED_TEXTS: Record<Outcome, string> = {
  passed_on: 'Teach-back declined. It goes to another peer.',
  open_to_teach: 'Teach-back declined. The challenge is now open for anyone to teach.',
};

function outcomeOf(state: unknown): Outcome | undefined {
  const outcome = (state as Partial<DeclinedNoticeState> | null)?.declined?.outcome;
  return outcome === 'passed_on' || outcome === 'open_to_teach' ? outcome : undefined;
}

export function DeclinedNotice() {
  const outcome = outcomeOf(useLocation().state);
  if (!outcome) return null;
  return (
    <Alert tone="success" className="mb-6">
      {DECLINED_TEXTS[outcome]}
    </Alert>
  );
}
