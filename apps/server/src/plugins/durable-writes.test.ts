import { describe, expect, it } from 'vitest';
import { takeErrorLogs } from '../test/error-logs';
import { buildAppWith, buildUser, call, validChallenge } from '../test/factories';

/** A flushWrites the test holds closed or lets through, counting calls; `held` resolves once one waits at it. */
function gate() {
  let open = true;
  let failWith: Error | undefined;
  let release: () => void = () => {};
  let calls = 0;
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  return {
    calls: () => calls,
    held,
    close: () => {
      open = false;
    },
    fail: (err: Error | undefined) => {
      failWith = err;
    },
    open: () => {
      open = true;
      release();
    },
    flushWrites: async () => {
      calls += 1;
      if (failWith) throw failWith;
      if (open) return;
      arrived();
      await new Promise<void>((resolve) => (release = resolve));
    },
  };
}

describe('durable writes: no write is acknowledged before it is flushed', () => {
  it('holds the answer to a write until the flush finishes, while reads answer at once', async () => {
    const disk = gate();
    const { app } = await buildAppWith({ flushWrites: disk.flushWrites });
    const user = await buildUser(app);
    disk.close();
    let answered = false;
    const creating = call(app, 'POST', '/api/challenges', user, validChallenge).finally(() => {
      answered = true;
    });
    // The write has reached the flush. A read sent after it goes through the whole app and is answered while
    // the write, held at the flush, is not.
    await disk.held;
    const reading = await call(app, 'GET', '/api/challenges', user);
    expect(reading.statusCode).toBe(200);
    expect(answered, 'the write was answered before its flush finished').toBe(false);

    disk.open();
    const created = await creating;
    expect(created.statusCode).toBe(201);
  });

  it('answers 500 in the error shape when the flush fails, never a success', async () => {
    const disk = gate();
    const { app } = await buildAppWith({ flushWrites: disk.flushWrites });
    const user = await buildUser(app);
    disk.fail(new Error('EIO: i/o error, fsync'));
    const response = await call(app, 'POST', '/api/challenges', user, validChallenge);
    disk.fail(undefined);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal');
    // The operator is told: the live updates were held back, and the request failed on the flush.
    expect(takeErrorLogs()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'live updates not published: the writes could not be flushed to the disk',
        }),
        expect.objectContaining({
          msg: 'unhandled error',
          err: expect.objectContaining({ message: 'EIO: i/o error, fsync' }),
        }),
      ]),
    );
  });

  it('does not flush for a read', async () => {
    const disk = gate();
    const { app } = await buildAppWith({ flushWrites: disk.flushWrites });
    const user = await buildUser(app);
    const before = disk.calls();
    expect((await call(app, 'GET', '/api/profile', user)).statusCode).toBe(200);
    expect(disk.calls()).toBe(before);
  });
});
