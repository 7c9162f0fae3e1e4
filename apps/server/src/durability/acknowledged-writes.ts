/**
 * What the server acknowledged (answered 2xx to) before it was killed: every one of these must be in the
 * database after a restart. Notes are saved as `v<n>` with n rising per challenge, and one save per challenge is
 * in flight at a time, so after a crash the stored n lies between the last acknowledged and the last sent.
 */
export interface AckedChallenge {
  id: string;
  ownerId: string;
  notesAcked: number;
  notesSent: number;
  busy: boolean;
}

export interface AckedTeachback {
  id: string;
  challengeId: string;
  assigneeId: string;
  /** 'sent' but never answered: it may or may not have committed, so it is not tried again. */
  completion: 'none' | 'sent' | 'acked';
}

export class AcknowledgedWrites {
  readonly challenges = new Map<string, AckedChallenge>();
  readonly teachbacks = new Map<string, AckedTeachback>();
  /** Acknowledged writes, counted by kind, over every round. */
  readonly counts = { challenges: 0, notes: 0, completions: 0 };
  /** Answers other than 2xx: the server refused or failed a write it should have taken. */
  readonly refusals: string[] = [];
}

const notesVersion = (notes: string): number => (/^v(\d+)$/.exec(notes) ? Number(notes.slice(1)) : 0);

/** Rows as they are in the database after a restart. */
export interface StoredRows {
  challengeNotes: Map<string, string>;
  teachbackStatus: Map<string, string>;
}

/** Every acknowledged write that the stored rows do not show, one line each (empty: nothing lost). */
export function missingWrites(writes: AcknowledgedWrites, stored: StoredRows): string[] {
  const missing: string[] = [];
  for (const challenge of writes.challenges.values()) {
    const notes = stored.challengeNotes.get(challenge.id);
    if (notes === undefined) {
      missing.push(`challenge ${challenge.id} is gone`);
      continue;
    }
    const version = notesVersion(notes);
    if (version < challenge.notesAcked || version > challenge.notesSent)
      missing.push(`challenge ${challenge.id} notes ${notes}; acknowledged v${challenge.notesAcked}`);
  }
  for (const teachback of writes.teachbacks.values()) {
    const status = stored.teachbackStatus.get(teachback.id);
    if (status === undefined) missing.push(`teach-back ${teachback.id} is gone`);
    else if (teachback.completion === 'acked' && status !== 'completed')
      missing.push(`teach-back ${teachback.id} is ${status}; its completion was acknowledged`);
  }
  return missing;
}
