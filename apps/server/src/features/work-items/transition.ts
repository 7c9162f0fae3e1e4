/** A state machine's answer: the next status, or why the action is refused (the spec's conflict text). */
export type Transition<S> = { ok: true; next: S } | { ok: false; message: string };
