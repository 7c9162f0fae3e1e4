import type { SignedOutNotice } from '@teachloop/shared';

/** One open live-update stream: whose it is, the session it was opened with, and how to end it. */
export interface OpenStream {
  userId: string;
  /** The session token of the cookie it was opened with. */
  sessionToken: string;
  /** The client address it was opened from (clientKey), for the per-address cap. */
  address: string;
  /** Ends the stream, first telling the page why when its session was ended by a suspension. */
  close(farewell?: SignedOutNotice): void;
}

/**
 * The live-update streams open in this process, so that a session's end reaches them at once: sign-out ends
 * that session's streams, a password reset every stream of the user. (Streams also re-check their session
 * periodically, which is how an end in another process, or an expiry, reaches them.)
 */
export function createOpenStreams() {
  const byUser = new Map<string, Set<OpenStream>>();
  const byAddress = new Map<string, number>();
  let total = 0;

  const closeWhere = (
    streams: Iterable<OpenStream>,
    match: (stream: OpenStream) => boolean,
    farewell?: SignedOutNotice,
  ) => {
    for (const stream of [...streams]) if (match(stream)) stream.close(farewell);
  };

  return {
    /** Registers a stream; the returned function unregisters it (call it when the stream closes). */
    add(stream: OpenStream): () => void {
      const set = byUser.get(stream.userId) ?? new Set<OpenStream>();
      set.add(stream);
      byUser.set(stream.userId, set);
      total += 1;
      byAddress.set(stream.address, (byAddress.get(stream.address) ?? 0) + 1);
      return () => {
        if (set.delete(stream)) {
          total -= 1;
          const left = (byAddress.get(stream.address) ?? 1) - 1;
          if (left > 0) byAddress.set(stream.address, left);
          else byAddress.delete(stream.address);
        }
        if (set.size === 0 && byUser.get(stream.userId) === set) byUser.delete(stream.userId);
      };
    },
    countFor: (userId: string) => byUser.get(userId)?.size ?? 0,
    /** Streams open from one client address, every account together. */
    countFrom: (address: string) => byAddress.get(address) ?? 0,
    /** Streams open in this process, every user together. */
    total: () => total,
    endSession(sessionToken: string) {
      for (const set of byUser.values()) closeWhere(set, (stream) => stream.sessionToken === sessionToken);
    },
    endUser(userId: string) {
      closeWhere(byUser.get(userId) ?? [], () => true);
    },
    /**
     * Every stream of the user but those of one session (the device that asked, which stays signed in), each
     * told `farewell` first when given (a suspension).
     */
    endUserExcept(userId: string, sessionToken: string | null, farewell?: SignedOutNotice) {
      closeWhere(byUser.get(userId) ?? [], (stream) => stream.sessionToken !== sessionToken, farewell);
    },
    endAll() {
      for (const set of [...byUser.values()]) closeWhere(set, () => true);
    },
  };
}

export type OpenStreams = ReturnType<typeof createOpenStreams>;
