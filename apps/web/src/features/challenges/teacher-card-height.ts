/**
 * The height the owner's page keeps for the stage card's summary from its loading state on (the lazy chunk's
 * fallback too), so the teacher's arrival pushes nothing down. A module of its own: the first load needs only this.
 */
export const TEACHER_CARD_HEIGHT = 'min-h-[15rem]';
