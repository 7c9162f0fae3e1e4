import { VerifyEmailNotice } from '../../features/auth/components/verify-email-banner';
import { XpCelebration } from '../../features/profile/components/xp-celebration';
import { RealtimeConnection } from '../realtime-connection';

/**
 * What only a signed-in user needs on every page: the live-update stream, the XP celebration and the
 * 'verify your e-mail' banner (held to the bottom of the window). Loaded on
 * its own (root-layout.tsx), so visitors' pages carry neither nor the response schemas they parse with.
 */
export function SignedInLayer() {
  return (
    <>
      <RealtimeConnection />
      <XpCelebration />
      <VerifyEmailNotice />
    </>
  );
}
