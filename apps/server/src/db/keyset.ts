import type {
  Expression,
  ExpressionBuilder,
  OperandValueExpression,
  ReferenceExpression,
  SqlBool,
} from 'kysely';

/**
 * The one keyset condition of a list ordered by (sort, id), both `order`: the rows past a page's last row,
 * `sort past it, or sort equal and id past it` (the id breaks ties between rows with the same sort key).
 * `rangeFirst` puts the bound on the sort column on its own in front (`sort <= last`, or `>=` ascending): the
 * index's range to start from, where a lone OR of two ranges would make SQLite read both and sort.
 * The values are only handed to Kysely to bind, so compiledOnce's stand-ins may be passed.
 */
export function pastKeyset<
  DB,
  TB extends keyof DB,
  Sort extends ReferenceExpression<DB, TB>,
  Id extends ReferenceExpression<DB, TB>,
>(
  eb: ExpressionBuilder<DB, TB>,
  [sort, id]: readonly [Sort, Id],
  [lastSort, lastId]: readonly [OperandValueExpression<DB, TB, Sort>, OperandValueExpression<DB, TB, Id>],
  order: 'asc' | 'desc',
  { rangeFirst = false }: { rangeFirst?: boolean } = {},
): Expression<SqlBool> {
  const past = order === 'desc' ? '<' : '>';
  const beyond = eb.or([eb(sort, past, lastSort), eb.and([eb(sort, '=', lastSort), eb(id, past, lastId)])]);
  return rangeFirst ? eb.and([eb(sort, order === 'desc' ? '<=' : '>=', lastSort), beyond]) : beyond;
}
