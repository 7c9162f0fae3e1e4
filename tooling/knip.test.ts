import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The unused-code check of `npm run lint` bites: knip, as the repository runs it, on a tiny workspace whose one
 * module exports a function nobody imports (and one that is imported), and a file that nothing reaches.
 */
const knip = path.resolve(import.meta.dirname, '../node_modules/.bin/knip');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-fixture-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.writeFileSync(path.join(dir, file), text);
}

/** One file's findings in knip's JSON report, by kind. */
interface KnipIssue {
  file: string;
  exports: { name: string }[];
  files: { name: string }[];
}

describe('knip', () => {
  it('reports an export used nowhere else and a file nothing imports, and passes what is used', async () => {
    write('package.json', JSON.stringify({ name: 'knip-fixture', private: true, type: 'module' }));
    write('knip.json', JSON.stringify({ entry: ['main.ts'], project: ['*.ts'] }));
    write('main.ts', "import { used } from './words';\n\nconsole.log(used());\n");
    write('words.ts', "export const used = () => 'used';\n\nexport const unused = () => 'unused';\n");
    write('orphan.ts', "export const orphan = 'nobody imports this file';\n");

    const run = await promisify(execFile)(knip, [
      '--directory',
      dir,
      '--reporter',
      'json',
      '--no-progress',
    ]).then(
      () => ({ failed: false, stdout: '' }),
      (error: { stdout: string }) => ({ failed: true, stdout: error.stdout }),
    );

    expect(run.failed).toBe(true);
    const report = JSON.parse(run.stdout) as { issues: KnipIssue[] };
    const unusedExports = report.issues.flatMap((issue) =>
      issue.exports.map((found) => `${issue.file}: ${found.name}`),
    );
    expect(unusedExports).toEqual(['words.ts: unused']);
    expect(report.issues.flatMap((issue) => issue.files.map((found) => found.name))).toEqual(['orphan.ts']);
  });
});
