import { lazyComponent } from '../../../lib/lazy-component';

/**
 * The side column's code, loaded on demand: the dashboard asks for it when it mounts (beside the session check
 * and the checklist's read), and lays its parts out once it has arrived, so it is there by then.
 */
export const LazySidePanels = lazyComponent(() => import('./side-panels').then((m) => m.SidePanels));
