import { Avatar, initialOfName } from '../ui/avatar';

/** The portfolio's large avatar: the profile photo, or the name's initial. */
export function ProfileAvatar({
  name,
  photoURL,
  userId,
}: {
  name: string;
  photoURL: string | null;
  /** The user's id, for the colour behind the initial (the name when it is not known). */
  userId?: string;
}) {
  return (
    <Avatar
      data-testid="profile-avatar"
      photoURL={photoURL}
      seed={userId ?? name}
      initial={initialOfName(name)}
      className="size-20 text-3xl font-bold ring-4 ring-surface-2"
    />
  );
}
