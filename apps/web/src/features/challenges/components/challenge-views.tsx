import { Tabs, TabsPanel, ViewTabsList, ViewTabsTrigger } from '../../../components/ui/tabs';
import { oneOf, useUrlParams } from '../../../lib/url-params';
import { ChallengeList } from './challenge-list';
import { ChallengeTips } from './challenge-tips';
import { OpenChallengeList } from './open-challenge-list';

const VIEWS = ['mine', 'open'] as const;
export type ChallengeView = (typeof VIEWS)[number];

/** Which view of /challenges the address asks for (?view=open); the user's own challenges otherwise. */
export function useChallengeView(): ChallengeView {
  const { params } = useUrlParams();
  return oneOf(VIEWS, params.get('view'), 'mine');
}

/** The signed-in user's two views: their own challenges, and those open for anyone to teach. */
export function ChallengeViews() {
  const view = useChallengeView();
  const { update } = useUrlParams();
  // Each view's filters are its own: switching starts the other with none.
  const show = (next: string) => update({ view: next === 'open' ? 'open' : null, q: null, level: null });
  return (
    <Tabs value={view} onValueChange={show}>
      <ViewTabsList aria-label="Which challenges" className="mb-6">
        <ViewTabsTrigger value="mine">My challenges</ViewTabsTrigger>
        <ViewTabsTrigger value="open">Open to teach</ViewTabsTrigger>
      </ViewTabsList>
      {/* Each view names itself at level 2, so the cards' titles (h3) sit under it, not straight under the h1. */}
      <TabsPanel value="mine">
        <h2 className="sr-only">My challenges</h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <ChallengeList />
          <ChallengeTips />
        </div>
      </TabsPanel>
      <TabsPanel value="open">
        <h2 className="sr-only">Open to teach</h2>
        <OpenChallengeList signedIn />
      </TabsPanel>
    </Tabs>
  );
}
