/** What the invite card and the sign-up from an invite say. */
export const INVITE_TEXTS = {
  title: 'Invite a friend',
  lead: 'Teachloop works best with peers to teach. Send a friend your link: when they sign up with it, you’ll see them here.',
  linkLabel: 'Your invite link',
  copy: 'Copy link',
  copied: 'Copied',
  copiedStatus: 'Invite link copied.',
  copyFailed: 'Couldn’t copy the link. It’s selected: copy it with your keyboard.',
  share: 'Share',
  shareTitle: 'Join me on Teachloop',
  shareText: 'I’m learning by teaching on Teachloop. Join me:',
  acceptedHeading: 'Friends who joined',
  joined: (name: string, when: string) => `${name} joined from your invite · ${when}`,
  noneYet: 'Nobody has joined from your link yet.',
  newestOnly: (count: number) => `The newest ${count} are shown.`,
  loading: 'Loading your invite link…',
  loadFailed: 'Couldn’t load your invite link.',
} as const;
