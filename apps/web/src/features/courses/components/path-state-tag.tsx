import { isPathItemDone, type PathItemState } from '@teachloop/shared';
import { Tag } from '../../../components/ui/tag';
import { PATH_STATE_LABELS } from '../course-path-texts';

/** The viewer's state on one item: done in the accent tone, under way in the primary one, else neutral. */
export function PathStateTag({ state }: { state: PathItemState }) {
  const tone = isPathItemDone(state) ? 'accent' : state === 'not_started' ? 'neutral' : 'primary';
  return <Tag tone={tone}>{PATH_STATE_LABELS[state]}</Tag>;
}
