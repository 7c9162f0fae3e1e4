import type { ActivityEntry, Challenge, FeedbackRequest, Profile, Teachback } from '@teachloop/shared';
import { buildProfile } from './learning-fixtures';
import type { FakeApi } from './fake-api';

/** Answers the five reads the dashboard makes; lists default to empty. */
export function serveDashboard(
  api: FakeApi,
  data: {
    profile?: Profile;
    challenges?: Challenge[];
    teachbacks?: Teachback[];
    feedback?: FeedbackRequest[];
    activity?: ActivityEntry[];
  } = {},
) {
  return api
    .on('GET', '/api/profile', { body: { profile: data.profile ?? buildProfile() } })
    .on('GET', '/api/challenges', { body: { challenges: data.challenges ?? [] } })
    .on('GET', '/api/teachbacks', { body: { teachbacks: data.teachbacks ?? [] } })
    .on('GET', '/api/feedback', { body: { feedback: data.feedback ?? [] } })
    .on('GET', '/api/activity', { body: { activity: data.activity ?? [] } });
}
