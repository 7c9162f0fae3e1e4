import { Avatar } from '../../../components/ui/avatar';

/** The portfolio's large avatar: the profile photo, or the name's initial. */
export function ProfileAvatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  return (
    <Avatar
      data-testid="profile-avatar"
      photoURL={photoURL}
      initial={Array.from(name.trim())[0]?.toUpperCase() ?? 'U'}
      className="size-20 text-3xl font-bold ring-4 ring-surface-2"
    />
  );
}
