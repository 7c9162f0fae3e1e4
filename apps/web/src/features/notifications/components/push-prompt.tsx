import { PUSH_TEXTS } from '@teachloop/shared';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useEnablePush } from '../api/push';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';
import { askPermission } from '../push/push-device';
import { dismissPrompt } from '../push/push-support';

/**
 * The dashboard's invitation to turn push on, shown by the dashboard only where it may be (pushPromptAllowed):
 * 'Turn on notifications' runs the settings page's flow (the browser asks only then); 'Not now' hides it on this
 * device for good. Once answered, the card says how it went and offers nothing more.
 */
export function PushPrompt() {
  const [dismissed, setDismissed] = useState(false);
  const enable = useEnablePush();
  if (dismissed) return null;
  const outcome =
    enable.data === 'on' ? PUSH_TEXTS.enabled : enable.data === 'blocked' ? PUSH_TEXTS.blocked : '';
  return (
    <SectionCard title={PUSH_TEXTS.promptTitle} icon={BellRing} className="mb-6" cardClassName="gap-3">
      <p className="text-sm text-fg">{PUSH_TEXTS.promptBody}</p>
      <p role="status" className="text-sm font-medium text-fg empty:sr-only">
        {outcome || (enable.isError ? T.pushFailed : '')}
      </p>
      {outcome ? null : (
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={enable.isPending}
            // Asked in the click's own handler: some browsers ask only while the click lasts.
            onClick={() => enable.mutate(askPermission())}
          >
            {PUSH_TEXTS.promptAccept}
          </Button>
          <Button
            variant="ghost"
            disabled={enable.isPending}
            onClick={() => {
              dismissPrompt();
              setDismissed(true);
            }}
          >
            {PUSH_TEXTS.promptDismiss}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
