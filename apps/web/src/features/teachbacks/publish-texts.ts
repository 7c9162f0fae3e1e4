/**
 * The author's choice to publish an explanation of a path item in the course library: asked when completing it,
 * changeable later on its page. Apart from teachback-texts.ts: only the parts loaded on demand use them.
 */
export const PUBLISH_TEXTS = {
  label: 'Publish in the course library if it is rated 4 stars or more',
  hint: 'Anyone reading the course then finds it on this step, with your name. You can change this later.',
  title: 'Course library',
  switchHint:
    'Anyone reading the course finds it on this step, with your name. Turning this off takes it out.',
  inLibrary: 'In the library',
  waiting: 'It joins the library once a review rates it 4 stars or more.',
  saveFailed: 'Couldn’t save your choice. Please try again.',
} as const;
