import { lazyComponent } from '../../../lib/lazy-component';
import { DashboardPanel, SkeletonRows } from './dashboard-panel';
import { SIDE_PANEL_FRAMES } from './side-panel-frames';

/**
 * The side column's code, loaded on demand: the dashboard asks for it when it mounts (beside the session check
 * and the checklist's read), and lays its parts out once it has arrived, so it is there by then.
 */
export const LazySidePanels = lazyComponent(() => import('./side-panels').then((m) => m.SidePanels));

/** The side column's panels as skeletons, the size each has while its data loads. */
export function SidePanelFrames() {
  return (
    <>
      {Object.values(SIDE_PANEL_FRAMES).map(({ skeletonRows, ...frame }) => (
        <DashboardPanel key={frame.title} {...frame}>
          <SkeletonRows rows={skeletonRows} />
        </DashboardPanel>
      ))}
    </>
  );
}
