import { FAIR_PLAY_TEXTS } from '@teachloop/shared';
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';

const CAPS = [
  [FAIR_PLAY_TEXTS.dailyCap, FAIR_PLAY_TEXTS.dailyCapDetail],
  [FAIR_PLAY_TEXTS.pairCap, FAIR_PLAY_TEXTS.pairCapDetail],
] as const;

/** The caps that keep XP tied to real teaching, as the server enforces them on every award. */
export function FairPlayRules() {
  return (
    <SectionCard title="Fair play" icon={Scale} className="min-w-0" cardClassName="h-full gap-4 p-5 sm:p-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        {CAPS.map(([cap, detail]) => (
          <div key={cap} className="rounded-lg border border-line p-3">
            <dt className="font-semibold text-fg">{cap}</dt>
            <dd className="mt-1 text-sm text-muted">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        XP past a cap is recorded but not paid. {FAIR_PLAY_TEXTS.verified} Streak days are counted in the time
        zone saved in your{' '}
        <Link to="/settings/account" className="font-semibold text-primary hover:underline">
          account settings
        </Link>
        .
      </p>
    </SectionCard>
  );
}
