/**
 * `hideable-read/scoped`: a server repo that reads a hideable table (HIDEABLE_TABLES) composes the moderation
 * feature's SQL pieces (imports `moderation/visibility.sql`), so what a moderator hid, what a suspended author
 * wrote and what a blocked pair keeps apart stay out of the read; or it is declared in UNSCOPED_HIDEABLE_READS
 * with the reason it must see every row. A read is a `selectFrom`, a join, or `sql` text reading `from`/`join`
 * the table; writes (updateTable, insertInto, deleteFrom) are not reads.
 */
import path from 'node:path';
import { HIDEABLE_TABLES, UNSCOPED_HIDEABLE_READS } from '../server-surfaces.js';

const SERVER_SRC = path.join('apps', 'server', 'src') + path.sep;
const READS = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin']);
const hideable = new Set(HIDEABLE_TABLES);
const inSqlText = new RegExp(`\\b(?:from|join)\\s+(${HIDEABLE_TABLES.join('|')})\\b`, 'i');

/** The table a query-builder argument names ('challenges', 'challenges as c'), or undefined. */
function tableNamed(node) {
  if (node?.type !== 'Literal' || typeof node.value !== 'string') return undefined;
  return node.value.trim().split(/\s+/)[0];
}

/** The file's path under apps/server/src (forward slashes), or undefined outside it. */
function serverPath(filename) {
  const at = filename.lastIndexOf(SERVER_SRC);
  return at === -1
    ? undefined
    : filename
        .slice(at + SERVER_SRC.length)
        .split(path.sep)
        .join('/');
}

export default {
  rules: {
    scoped: {
      meta: {
        type: 'problem',
        docs: {
          description: 'A repo reading a hideable table composes moderation/visibility.sql or says why not.',
        },
        schema: [],
        messages: {
          unscoped:
            "This repo reads '{{table}}', which a moderator can hide: compose the pieces of features/moderation/visibility.sql.ts (browsableChallenge, activeAccount, notBlockedWith, …), or declare the file in UNSCOPED_HIDEABLE_READS (tooling/server-surfaces.js) with the reason it must see every row.",
        },
      },
      create(context) {
        const file = serverPath(context.filename);
        if (file === undefined || !file.endsWith('.repo.ts') || file in UNSCOPED_HIDEABLE_READS) return {};
        let scoped = false;
        const reads = [];
        return {
          ImportDeclaration(node) {
            if (/(^|\/)(moderation\/)?visibility\.sql$/.test(node.source.value)) {
              const resolved = path.posix.join(path.posix.dirname(file), node.source.value);
              if (resolved === 'features/moderation/visibility.sql') scoped = true;
            }
          },
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
            if (!READS.has(callee.property.name)) return;
            const table = tableNamed(node.arguments[0]);
            if (table !== undefined && hideable.has(table)) reads.push({ node: node.arguments[0], table });
          },
          TaggedTemplateExpression(node) {
            if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
            for (const quasi of node.quasi.quasis) {
              const match = inSqlText.exec(quasi.value.cooked ?? quasi.value.raw);
              if (match) reads.push({ node: quasi, table: match[1].toLowerCase() });
            }
          },
          'Program:exit'() {
            if (scoped) return;
            for (const read of reads)
              context.report({ node: read.node, messageId: 'unscoped', data: { table: read.table } });
          },
        };
      },
    },
  },
};
