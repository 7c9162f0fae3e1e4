import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { SessionUser } from '../../lib/session';
import { AvatarMenu } from './avatar-menu';
import { HeaderProgress } from './header-progress/header-progress';

/**
 * The header's controls for a signed-in user: the progress (streak, daily goal, level), the notification bell
 * and the account menu (from 1024 px, where the app's navigation is inline; below, the menu holds the account). Loaded on its own (site-header.tsx), so
 * a visitor's first load carries neither the menu library nor the bell's schema.
 */
export function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <>
      <HeaderProgress />
      <NotificationBell />
      <div className="hidden lg:flex">
        <AvatarMenu user={user} />
      </div>
    </>
  );
}
