// Apart from the pages' own texts (legal-texts.ts), so the settings pages do not carry the pages' words.

/** The line under each settings page, where people decide what to share. */
export const SETTINGS_LEGAL_NOTE = {
  before: 'What we store, why, and for how long:',
  privacy: 'Privacy',
  middle: '. The rules of taking part:',
  terms: 'Terms',
} as const;
