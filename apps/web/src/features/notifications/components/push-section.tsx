import { PUSH_TEXTS } from '@teachloop/shared';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDisablePush, useEnablePush, usePushDevice } from '../api/push';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';
import { askPermission, type PushDeviceState } from '../push/push-device';

const STATE_TEXT: Record<PushDeviceState, string> = {
  unsupported: PUSH_TEXTS.unsupported,
  blocked: PUSH_TEXTS.blocked,
  off: PUSH_TEXTS.disabled,
  on: PUSH_TEXTS.enabled,
};

/**
 * 'Push notifications': this device's state and the one action it allows. The browser asks for permission
 * only when 'Turn on push notifications' is pressed, never when the page opens.
 */
export function PushSection() {
  const device = usePushDevice();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const busy = enable.isPending || disable.isPending;
  const state = device.data;
  const failure = enable.isError ? T.pushFailed : disable.isError ? T.pushOffFailed : '';
  return (
    <SectionCard title={PUSH_TEXTS.sectionTitle} icon={BellRing} cardClassName="gap-3">
      <p className="text-sm text-muted">{PUSH_TEXTS.sectionHelp}</p>
      <p role="status" className="min-h-5 text-sm font-medium text-fg">
        {failure || (state ? STATE_TEXT[state] : device.isPending ? T.loading : '')}
      </p>
      {state === 'off' ? (
        <Button
          className="self-start"
          disabled={busy}
          onClick={() => {
            disable.reset();
            // Asked here, in the click's own handler: some browsers ask only while the click lasts.
            enable.mutate(askPermission());
          }}
        >
          {PUSH_TEXTS.enable}
        </Button>
      ) : state === 'on' ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() => {
            enable.reset();
            disable.mutate();
          }}
        >
          {PUSH_TEXTS.disable}
        </Button>
      ) : null}
    </SectionCard>
  );
}
