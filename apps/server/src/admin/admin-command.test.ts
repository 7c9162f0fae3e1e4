import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call } from '../test/factories';
import { ADMIN_USAGE, runAdminCommand } from './admin-command';

const { app, db } = await buildAppWith({});

const isModerator = async (cookieUser: Parameters<typeof call>[3]) =>
  (await call(app, 'GET', '/api/session', cookieUser)).json<{ user: { moderator?: boolean } }>().user
    .moderator;

describe('npm run admin', () => {
  it('grants the moderator role by e-mail, lists it, and revokes it', async () => {
    const user = await buildUser(app, { name: 'Mo Derator' });
    expect(await isModerator(user)).toBe(false);
    expect(await runAdminCommand(db, ['grant', user.email], Date.now())).toEqual({
      code: 0,
      lines: [`${user.email} is now a moderator.`],
    });
    expect(await isModerator(user)).toBe(true);
    const listed = await runAdminCommand(db, ['list'], Date.now());
    expect(listed.lines.some((line) => line.startsWith(`${user.email}  (Mo Derator`))).toBe(true);
    expect((await runAdminCommand(db, ['revoke', user.email], Date.now())).code).toBe(0);
    expect(await isModerator(user)).toBe(false);
    expect((await runAdminCommand(db, ['revoke', user.email], Date.now())).code).toBe(1);
  });

  it('refuses an unknown address and wrong usage', async () => {
    expect(await runAdminCommand(db, ['grant', 'nobody@example.com'], Date.now())).toEqual({
      code: 1,
      lines: ['No account has the e-mail nobody@example.com.'],
    });
    for (const args of [[], ['grant'], ['promote', 'a@b.c'], ['grant', 'a@b.c', 'extra']]) {
      expect(await runAdminCommand(db, args, Date.now())).toEqual({ code: 2, lines: [ADMIN_USAGE] });
    }
  });
});
