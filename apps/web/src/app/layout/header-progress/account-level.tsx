import { useProfile } from '../../../features/profile/api/get-profile';
import { XpBar } from './xp-bar';

/**
 * The level's XP bar under the name in the account menus, for the widths where the header has no room for it:
 * the account menu from 1024 px, the mobile menu below 640 px (`className` says where). Nothing until the
 * profile is there.
 */
export function AccountLevel({ className = 'px-2 pb-2' }: { className?: string }) {
  const profile = useProfile().data;
  if (!profile) return null;
  return (
    <div className={className}>
      <XpBar xp={profile.xp} className="w-full" />
    </div>
  );
}
