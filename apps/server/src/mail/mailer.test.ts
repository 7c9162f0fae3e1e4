import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import { testConfig } from '../test/build-test-app';
import { createMailer } from './mailer';

const mail = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Follow the link.',
  html: '<p>Follow the link.</p>',
  link: 'http://localhost:3000/reset-password?token=SECRET-TOKEN',
};

async function loggedLines(env: string): Promise<string[]> {
  const info = vi.fn();
  const warn = vi.fn();
  const mailer = createMailer(await testConfig({ NODE_ENV: env }), {
    info,
    warn,
  } as unknown as FastifyBaseLogger);
  await mailer.send(mail);
  return info.mock.calls.map((call) => String(call[0]));
}

it('without SMTP, logs the link for a developer to follow, but never in production', async () => {
  expect((await loggedLines('development')).join('\n')).toContain('SECRET-TOKEN');
  const production = (await loggedLines('production')).join('\n');
  expect(production).toContain('Mail to ada@example.com: "Reset your password"');
  expect(production).not.toContain('SECRET-TOKEN');
});

it('warns once at start when a production server has no SMTP server to send through', async () => {
  const warn = vi.fn();
  createMailer(await testConfig({ NODE_ENV: 'production' }), { warn } as unknown as FastifyBaseLogger);
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(/^SMTP_URL is not set: e-mails are saved as files in .*outbox, not sent\.$/),
  );
  const quiet = vi.fn();
  createMailer(await testConfig({ NODE_ENV: 'development' }), {
    warn: quiet,
  } as unknown as FastifyBaseLogger);
  expect(quiet).not.toHaveBeenCalled();
});
