import { useQuery } from '@tanstack/react-query';
import { useFeedbackCounts } from '../../features/feedback/api/feedback-counts';
import { teachbacksApi } from '../../features/teachbacks/api/teachbacks-api';
import type { NavItem, WaitingKind } from './nav-links';
import { NavItemLink } from './nav-item-link';

/**
 * The reads behind each count, the ones the pages already make (the same query keys, so one request serves
 * the header and the page): the dashboard's open teach-backs, and /feedback's counts (the reviews still
 * waiting for the user). Each sits under its realtime root, so a live event that changes it refetches it.
 */
const WAITING_COUNT_HOOKS: Record<WaitingKind, () => number | undefined> = {
  teachbacks: function useTeachbacksWaiting() {
    return useQuery(teachbacksApi.countQuery({ active: true })).data;
  },
  reviews: function useReviewsWaiting() {
    return useFeedbackCounts().data?.waiting;
  },
};

/**
 * A main-navigation link with how many of `kind` wait for the user (nothing while loading, on failure or at
 * zero). Loaded on its own (main-nav.tsx): a visitor's first load carries neither the reads nor their code.
 */
export function CountedNavLink({
  link,
  kind,
  className,
}: {
  link: NavItem;
  kind: WaitingKind;
  className: string;
}) {
  const useCount = WAITING_COUNT_HOOKS[kind];
  return <NavItemLink link={link} className={className} count={useCount() ?? 0} />;
}
