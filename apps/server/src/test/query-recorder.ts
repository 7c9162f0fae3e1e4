import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
} from 'kysely';
import type { Db } from '../db/database';

export interface RecordedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The same database, seen through a plugin that notes every statement executed through it (the app's repos,
 * Better Auth's adapter, transactions alike), once per SQL text with the parameters of its first use.
 * Plugins see the operation tree, not the SQL: the recorder compiles it the way the executor is about to.
 */
export function recordingDb(db: Db): { db: Db; statements: Map<string, RecordedStatement> } {
  const statements = new Map<string, RecordedStatement>();
  const compiledById = new WeakMap<QueryId, CompiledQuery>();
  const executor = db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      compiledById.set(queryId, executor.compileQuery(node, queryId));
      return node;
    },
    // Called once the statement ran: a query only built (or compiled to print) is not one the app issued.
    transformResult: async ({ result, queryId }: PluginTransformResultArgs) => {
      const compiled = compiledById.get(queryId);
      if (compiled && !statements.has(compiled.sql)) {
        statements.set(compiled.sql, { sql: compiled.sql, parameters: compiled.parameters });
      }
      return result;
    },
  };
  return { db: db.withPlugin(recorder), statements };
}
