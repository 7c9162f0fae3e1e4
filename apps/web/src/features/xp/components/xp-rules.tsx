import {
  BADGES,
  DAILY_GOAL_ACTIONS,
  DAILY_GOAL_TARGETS,
  DAILY_GOAL_TEXTS,
  levelProgress,
  MAX_STREAK_FREEZES,
  STREAK_FREEZE_EVERY_DAYS,
  VERIFIED_RULE,
  XP_PER_LEVEL,
  XP_RULES,
} from '@teachloop/shared';
import { Award, Check, Flame, Minus, ShieldCheck, Sparkles, Target, TrendingUp } from 'lucide-react';
import { SectionCard, type SectionCardProps } from '../../../components/ui/section-card';
import { formatNumber } from '../../../lib/format-number';

/** XP totals that show the level rule at its edges; every figure below is computed, none written out. */
const LEVEL_EXAMPLES = [0, XP_PER_LEVEL - 1, XP_PER_LEVEL, XP_PER_LEVEL * 2 + XP_PER_LEVEL / 2];

function RuleSection(props: Pick<SectionCardProps, 'title' | 'icon' | 'children'>) {
  return <SectionCard {...props} className="min-w-0" cardClassName="h-full gap-4 p-5 sm:p-6" />;
}

const CELL = 'px-3 py-2.5 text-left align-top';

export function EarningRules() {
  return (
    <RuleSection title="Earning XP" icon={Sparkles}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm wrap-break-word">
          <caption className="sr-only">
            What earns XP, how much, and whether it counts toward your streak
          </caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className={`${CELL} font-medium`}>
                Action
              </th>
              <th scope="col" className={`${CELL} font-medium`}>
                XP
              </th>
              <th scope="col" className={`${CELL} font-medium`}>
                {/* Short on screen so the table fits a phone; the full question for screen readers. */}
                <span aria-hidden>Streak</span>
                <span className="sr-only">Counts for your streak</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {XP_RULES.map((rule) => (
              <tr key={rule.kind}>
                <th scope="row" className={`${CELL} font-medium text-fg`}>
                  {rule.action}
                </th>
                <td className={`${CELL} font-semibold text-primary`}>{rule.amount}</td>
                <td className={CELL}>
                  {rule.countsForStreak ? (
                    <span className="inline-flex items-center gap-1 text-fg">
                      <Check aria-hidden className="size-4 text-accent" /> Yes
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-muted">
                      <Minus aria-hidden className="size-4" /> No
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted">
        Each award is given once for what earned it: a double click, a retry or a revised review never adds XP
        twice.
      </p>
    </RuleSection>
  );
}

export function LevelRule() {
  return (
    <RuleSection title="Levels" icon={TrendingUp}>
      <p className="text-fg">
        Your level is{' '}
        <code className="rounded bg-surface-2 px-1.5 py-0.5 text-sm">floor(XP ÷ {XP_PER_LEVEL}) + 1</code>:
        every {XP_PER_LEVEL} XP is a new level. Your progress ring fills with the XP earned inside the current
        level.
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Examples of XP, level and progress</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className={`${CELL} font-medium`}>
              XP
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              Level
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              Progress
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line tabular-nums">
          {LEVEL_EXAMPLES.map((xp) => {
            const { level, xpIntoLevel } = levelProgress(xp);
            return (
              <tr key={xp}>
                <td className={CELL}>{formatNumber(xp)}</td>
                <td className={`${CELL} font-semibold text-fg`}>{level}</td>
                <td className={`${CELL} text-muted`}>
                  {xpIntoLevel} / {XP_PER_LEVEL} XP
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </RuleSection>
  );
}

export function StreakRule() {
  return (
    <RuleSection title="Streaks and freezes" icon={Flame}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-fg marker:text-muted">
        <li>
          Your streak counts the calendar days in a row, in the time zone saved in your settings, on which you
          did at least one XP-earning action of your own (those marked “Yes” above).
        </li>
        <li>It stays alive while your last active day is today or yesterday; otherwise it is 0.</li>
        <li>
          Every {STREAK_FREEZE_EVERY_DAYS} days of streak earn a streak freeze. You hold at most{' '}
          {MAX_STREAK_FREEZES}.
        </li>
        <li>A day you miss uses a freeze automatically, so your streak survives it.</li>
        <li>Your longest streak is kept.</li>
        <li>
          If a streak of 2 days or more would end tonight, Teachloop reminds you in the evening (your time),
          never in your quiet hours.
        </li>
      </ul>
    </RuleSection>
  );
}

export function DailyGoalRule() {
  const choices = `${DAILY_GOAL_TARGETS.slice(0, -1).join(', ')} or ${DAILY_GOAL_TARGETS.at(-1)}`;
  return (
    <RuleSection title="Daily goal" icon={Target}>
      <p className="text-fg">
        Your daily goal is how many of these actions make your day, {choices}: you pick it with the ring in
        the header, beside your streak’s flame, and the ring fills as you go.
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-fg marker:text-muted">
        {DAILY_GOAL_ACTIONS.map((action) => (
          <li key={action}>{DAILY_GOAL_TEXTS.actions[action]}</li>
        ))}
      </ul>
      <p className="text-fg">
        Each counts once for what you did, on your own day: midnight to midnight in the time zone saved in
        your account settings, as for your streak.
      </p>
      <p className="text-sm text-muted">
        The goal is yours alone: meeting it or missing it does not change your streak, which keeps its own
        rule above.
      </p>
    </RuleSection>
  );
}

export function BadgeRules() {
  return (
    <RuleSection title="Badges" icon={Award}>
      <dl className="grid gap-3 sm:grid-cols-2">
        {BADGES.map((badge) => (
          <div key={badge.id} className="rounded-lg border border-line p-3">
            <dt className="font-semibold text-fg">{badge.name}</dt>
            <dd className="text-sm text-muted">{badge.criterion}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">Each badge is awarded once, the moment you earn it.</p>
    </RuleSection>
  );
}

export function VerifiedRule() {
  return (
    <RuleSection title="Verified skills" icon={ShieldCheck}>
      <p className="text-fg">{VERIFIED_RULE}</p>
      <p className="text-fg">
        Completing a course’s learning path verifies the course as a skill, with its badge.
      </p>
      <p className="text-sm text-muted">Once verified, a skill stays verified.</p>
    </RuleSection>
  );
}
