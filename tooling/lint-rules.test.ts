import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of ARCHITECTURE.md bite: each case lints a few lines, as if written into a real file of
 * the repository, with the repository's own ESLint config, and expects the rule that forbids them.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the import boundaries', () => {
  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/challenges/components/challenge-card.tsx',
      "export { useTeachbacks } from '../../teachbacks/api/teachbacks-api';",
    ],
    [
      'shared UI importing a feature',
      'apps/web/src/components/common/page-heading.tsx',
      "export { LoginForm } from '../../features/auth/components/login-form';",
    ],
    [
      'lib importing the app layer',
      'apps/web/src/lib/format-date.ts',
      "export { router } from '../app/router';",
    ],
    [
      'a server route importing a repo',
      'apps/server/src/features/activity/activity.routes.ts',
      "export { listActivity } from './activity.repo';",
    ],
    [
      "a server feature importing another feature's private repo",
      'apps/server/src/features/profile/profile.service.ts',
      "export { memberIds } from '../circles/circles.repo';",
    ],
    [
      'the database layer importing a feature',
      'apps/server/src/db/create-db.ts',
      "export { createAuth } from '../features/auth/auth.service';",
    ],
    [
      'the web app importing the server',
      'apps/web/src/lib/format-date.ts',
      "export { buildApp } from '../../../server/src/app';",
    ],
  ])('refuse %s', async (_label, file, code) => {
    expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('allow the app layer to compose features', async () => {
    const code = "export { useTeachbacks } from '../../features/teachbacks/api/teachbacks-api';";
    expect(await rulesBroken('apps/web/src/app/routes/dashboard-page.tsx', code)).toEqual([]);
  });
});

describe("a server feature's public repos", () => {
  it('allow a repo declared public in tooling/server-surfaces.js, and a test reaching any repo', async () => {
    const code = "export { insertActivity } from '../activity/activity.repo';";
    expect(await rulesBroken('apps/server/src/features/circles/circles.service.ts', code)).toEqual([]);
    const test = "export { memberIds } from '../circles/circles.repo';";
    expect(await rulesBroken('apps/server/src/features/account/delete-account.test.ts', test)).toEqual([]);
  });
});

describe('what a server feature offers to others', () => {
  it("refuse another feature's undeclared service, policy or helper", async () => {
    const service = "export { declineTeachback } from '../teachbacks/decline.service';";
    expect(await rulesBroken('apps/server/src/features/profile/profile.service.ts', service)).toContain(
      'import-x/no-restricted-paths',
    );
    const policy = "export type { ItemAccess } from '../moderation/report.policy';";
    expect(await rulesBroken('apps/server/src/features/profile/profile.service.ts', policy)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('allow a service or module declared in tooling/server-surfaces.js, and a test reaching any', async () => {
    const code = [
      "export { notify } from '../notifications/notify.service';",
      "export { publishAll } from '../realtime/notices';",
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/challenges/challenges.service.ts', code)).toEqual([]);
    const test = "export { declineTeachback } from '../teachbacks/decline.service';";
    expect(await rulesBroken('apps/server/src/features/profile/time-zone.test.ts', test)).toEqual([]);
  });
});

describe('the feature graph', () => {
  it('refuse an import that closes a cycle between features', async () => {
    // challenges already depends on xp (a closed loop awards XP): xp reaching back to challenges closes a cycle.
    const code = "export { completeChallengeByOwnerReview } from '../challenges/challenge-loop.service';";
    expect(await rulesBroken('apps/server/src/features/xp/award.service.ts', code)).toContain(
      'feature-graph/no-cycle',
    );
  });

  it('allow an import that keeps the dependency one way, and a test importing upward', async () => {
    const code = "export { awardXp } from '../xp/award.service';";
    expect(await rulesBroken('apps/server/src/features/challenges/challenge-loop.service.ts', code)).toEqual(
      [],
    );
    const test = "export { completeChallengeByOwnerReview } from '../challenges/challenge-loop.service';";
    expect(await rulesBroken('apps/server/src/features/xp/held-awards.test.ts', test)).toEqual([]);
  });

  it('refuse a foundation that imports its own feature or another', async () => {
    const code = "export { suspendUser } from './suspension.service';";
    expect(await rulesBroken('apps/server/src/features/moderation/visibility.policy.ts', code)).toContain(
      'feature-graph/no-cycle',
    );
  });

  it('refuse a file without a layer suffix that reaches a repo, a service or db/ at run time', async () => {
    const repo = "export { listReplies } from './replies.repo';";
    expect(await rulesBroken('apps/server/src/features/feedback/reply-views.ts', repo)).toContain(
      'feature-graph/pure-helper',
    );
    const db = "export { pingDatabase } from '../../db/ping';";
    expect(await rulesBroken('apps/server/src/features/feedback/reply-views.ts', db)).toContain(
      'feature-graph/pure-helper',
    );
    const types = "export type { StoredReply } from './replies.repo';";
    expect(await rulesBroken('apps/server/src/features/feedback/reply-views.ts', types)).toEqual([]);
  });
});

describe('the other structural rules', () => {
  it('refuse SQL outside a repo', async () => {
    const code = [
      "import type { Db } from '../../db/database';",
      "export const count = (db: Db) => db.selectFrom('challenges').selectAll().execute();",
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/challenges/challenges.service.ts', code)).toContain(
      'no-restricted-syntax',
    );
  });

  it('refuse a promise left floating', async () => {
    const code = 'export function f(save: () => Promise<void>) {\n  save();\n}';
    expect(await rulesBroken('apps/server/src/features/challenges/challenges.service.ts', code)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });

  it('refuse forwardRef in the web app, where React 19 passes ref as a prop', async () => {
    const code = [
      "import { forwardRef } from 'react';",
      'export const Input = forwardRef<HTMLInputElement>((_, ref) => <input ref={ref} aria-label="Name" />);',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/components/ui/field.tsx', code)).toContain(
      'no-restricted-imports',
    );
  });

  it('refuse an image without alternative text in the web app', async () => {
    const code = "export const Logo = () => <img src='/logo.svg' />;";
    expect(await rulesBroken('apps/web/src/components/common/page-heading.tsx', code)).toContain(
      'jsx-a11y/alt-text',
    );
  });
});

describe('reads of the tables a moderator can hide', () => {
  const repo = 'apps/server/src/features/challenges/open-to-teach.repo.ts';
  const read = [
    "import type { Db } from '../../db/database';",
    "export const list = (db: Db) => db.selectFrom('challenges').select('id').execute();",
  ];

  it.each([
    ['a selectFrom', read],
    [
      'a join under an alias',
      [
        "import type { Db } from '../../db/database';",
        'export const list = (db: Db) =>',
        "  db.selectFrom('circle_members').innerJoin('profiles as p', 'p.id', 'circle_members.user_id').selectAll().execute();",
      ],
    ],
    [
      'sql text',
      [
        "import { sql } from 'kysely';",
        'export const titles = sql`select title from teachbacks where id = ${1}`;',
      ],
    ],
  ])(
    'refuse %s in a repo that neither composes the moderation scopes nor is declared',
    async (_label, lines) => {
      expect(await rulesBroken(repo, lines.join('\n'))).toContain('hideable-read/scoped');
    },
  );

  it('allow a repo that composes moderation/visibility.sql', async () => {
    const code = [
      "import type { Db } from '../../db/database';",
      "import { browsableChallenge } from '../moderation/visibility.sql';",
      "export const list = (db: Db) => db.selectFrom('challenges').select('id').where(browsableChallenge()).execute();",
    ].join('\n');
    expect(await rulesBroken(repo, code)).toEqual([]);
  });

  it('allow a repo declared in UNSCOPED_HIDEABLE_READS, and writes and other tables anywhere', async () => {
    expect(
      await rulesBroken('apps/server/src/features/onboarding/onboarding.repo.ts', read.join('\n')),
    ).toEqual([]);
    const write = [
      "import type { Db } from '../../db/database';",
      "export const close = (db: Db) => db.updateTable('challenges').set({ notes: '' }).execute();",
      "export const mine = (db: Db) => db.selectFrom('xp_ledger').select('id').execute();",
    ].join('\n');
    expect(await rulesBroken(repo, write)).toEqual([]);
  });

  it('name every table with a hidden mark in HIDEABLE_TABLES', async () => {
    // A plain-JavaScript module without types: imported through a variable, read as the list it is.
    const surfaces = './server-surfaces.js';
    const { HIDEABLE_TABLES } = (await import(surfaces)) as { HIDEABLE_TABLES: readonly string[] };
    const schema = fs.readFileSync(path.join(root, 'apps/server/src/db/database.ts'), 'utf8');
    const tableOf = Object.fromEntries(
      [...schema.matchAll(/^ {2}(\w+): (\w+Table);$/gm)].map(([, table, type]) => [type, table]),
    );
    // Each table type's body runs to the next declaration.
    const withHiddenMark = schema.split(/^(?=(?:export )?interface )/m).flatMap((part) => {
      const type = /^(?:export )?interface (\w+Table) \{/.exec(part)?.[1];
      return type && /^\s+hidden_at:/m.test(part) ? [tableOf[type]] : [];
    });
    expect([...HIDEABLE_TABLES].sort()).toEqual(withHiddenMark.sort());
  });
});
