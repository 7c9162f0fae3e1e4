import { createQueryId, type CompiledQuery } from 'kysely';
import type { Db } from './database';
import { adapterOf } from './engine';

/** A value a query binds: never a list, since an `in (…)` list changes the SQL with its length. */
type BoundValue = string | number | null;

/** What a query binds, by name; an undefined value is one not given. */
type BoundValues<Values> = { [Name in keyof Values]: BoundValue | undefined };

/**
 * Stands for one bound value while a query is built. Using it as a value (a comparison, arithmetic, a template
 * string) throws, so a build that lets a value change the SQL fails at once instead of keeping, for every later
 * value, the SQL the first one produced.
 */
class Slot {
  constructor(readonly name: string) {}

  [Symbol.toPrimitive](): never {
    throw new Error(
      `compiledOnce: "${this.name}" was used while building the query; only Kysely may bind it`,
    );
  }
}

/** Distinct shapes kept per query and database: more than any query has, a bound all the same. */
const MAX_SHAPES = 64;

/**
 * A Kysely query built and compiled once per shape, then run with new values: for the hot reads, where Kysely's
 * building and compiling cost as much as SQLite's indexed read itself (decision 012). `build` is ordinary
 * Kysely; it receives stand-ins for `values`, which it may only hand to Kysely to bind (`where('id', '=', id)`),
 * and `shape`, plain data that may change the SQL (a limit, a filter's presence) and keys the compiled copies.
 * A value left undefined reaches `build` as undefined, so an optional filter may test it (`if (type)`): which
 * values are given is part of the shape. Each given value must be bound at least once. Compiled copies are kept
 * per database (per Kysely instance and its transactions), so each engine runs the SQL its own compiler and
 * plugins wrote.
 */
export function compiledOnce<Values extends BoundValues<Values>, Row, Shape = void>(
  build: (db: Db, values: Values, shape: Shape) => { compile(): CompiledQuery<Row> },
): (db: Db, values: Values, shape: Shape) => Promise<Row[]> {
  const byDatabase = new WeakMap<object, Map<string, CompiledQuery<Row>>>();
  return async (db, values, shape) => {
    const adapter = adapterOf(db);
    let shapes = byDatabase.get(adapter);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(adapter, shapes);
    }
    const key = shapeKey(values, shape);
    let template = shapes.get(key);
    if (!template) {
      const given = Object.keys(values).filter((name) => values[name as keyof Values] !== undefined);
      template = compileWithSlots(db, build, given, shape);
      shapes.set(key, template);
      if (shapes.size > MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    }
    const parameters = template.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name as keyof Values] : parameter,
    );
    const { rows } = await db.executeQuery<Row>({ ...template, queryId: createQueryId(), parameters });
    return rows;
  };
}

/** Which values are given, and the shape: what the compiled SQL depends on. Runs on every call, so kept cheap. */
function shapeKey(values: object, shape: unknown): string {
  let key = '';
  for (const [name, value] of Object.entries(values)) if (value !== undefined) key += `${name},`;
  return `${key}|${typeof shape === 'object' && shape !== null ? JSON.stringify(shape) : String(shape)}`;
}

function compileWithSlots<Values extends BoundValues<Values>, Row, Shape>(
  db: Db,
  build: (db: Db, values: Values, shape: Shape) => { compile(): CompiledQuery<Row> },
  given: string[],
  shape: Shape,
): CompiledQuery<Row> {
  const slots = new Map(given.map((name) => [name, new Slot(name)]));
  const compiled = build(db, Object.fromEntries(slots) as unknown as Values, shape).compile();
  const unbound = [...slots.values()].filter((slot) => !compiled.parameters.includes(slot));
  if (unbound.length > 0) {
    const names = unbound.map((slot) => slot.name).join(', ');
    throw new Error(`compiledOnce: ${names} never bound; pass what changes the SQL in shape instead`);
  }
  return compiled;
}
