import { useQuery } from '@tanstack/react-query';
import type { Portfolio, PortfolioResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-keys';

/** GET /api/portfolio: level, streak, badges, verified skills and completed work of the signed-in user. */
async function fetchPortfolio(): Promise<Portfolio> {
  return (await apiFetch<PortfolioResponse>('/api/portfolio')).portfolio;
}

export function usePortfolio() {
  return useQuery({ queryKey: profileKeys.portfolio(), queryFn: fetchPortfolio });
}
