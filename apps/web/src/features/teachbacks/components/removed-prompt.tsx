import type { Removal } from '@teachloop/shared';
import { RemovedContent } from '../../../components/common/removed-content';
import { Card } from '../../../components/ui/card';

/** The work page's prompt card when a moderator removed the requester's prompt. */
export function RemovedPrompt({ removed }: { removed: Removal }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">Prompt</h2>
      <RemovedContent removed={removed} mine={false} className="mt-3" />
    </Card>
  );
}
