import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code says what it does and why; its history lives in git and in docs/decisions. A comment, test name or text
 * that cites the issue a change came from ages into a pointer nobody can follow, so source files cite none: where
 * the issue was the reason, the comment says the reason, and where a pointer helps it names the decision record.
 */

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'tooling', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/** The word issue (or issues) followed by a number, with or without a space or a #: a tracker entry cited. */
const ISSUE_REFERENCE = /\bissues? ?#?\d+/i;

/** Tracked files and new ones not ignored, so a reference is caught before its file is first committed. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_FOLDERS],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed.split('\n').filter((file) => SOURCE_FILE.test(file) && fs.existsSync(path.join(root, file)));
}

describe('issue references', () => {
  it('are recognised in the forms comments used', () => {
    // Written in pieces so this file does not cite an issue itself.
    const cited = ['(iss_ue 35)', 'Iss_ue 33: lists', 'iss_ues 8 and 33', 'see iss_ue #12', 'iss_ue35'].map(
      (text) => text.replace('_', ''),
    );
    for (const text of cited) expect(text, text).toMatch(ISSUE_REFERENCE);
    for (const text of ['the reissue of 3 tokens', 'issues a 404', 'docs/decisions/026'])
      expect(text, text).not.toMatch(ISSUE_REFERENCE);
  });

  it('are in no source file', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (ISSUE_REFERENCE.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found, 'say the reason, or point to docs/decisions, instead of citing an issue').toEqual([]);
  });
});
