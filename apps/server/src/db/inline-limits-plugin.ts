import {
  LimitNode,
  SelectQueryNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Writes a select's LIMIT into the SQL (`limit 5`) instead of binding it (`limit ?`), on SQLite. SQLite's
 * planner reads a bound LIMIT's value, so binding it marks the prepared statement expired, and every run of a
 * query with `limit ?` is parsed and planned again (docs/decisions/012 has the measured cost). Only the
 * outermost select's LIMIT, which is where our list queries put theirs: walking the whole query would cost as
 * much as it saves (Kysely's transformer copies every node). Limits are validated integers, and each distinct
 * one is one more statement in the cache (create-db.ts), which keeps the most recently used.
 */
export class InlineLimitsPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || !node.limit) return node;
    const limit = node.limit.limit;
    if (!ValueNode.is(limit) || !Number.isSafeInteger(limit.value)) return node;
    return { ...node, limit: LimitNode.create(ValueNode.createImmediate(limit.value)) };
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
