import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The name to give Drizzle's `prepare()`: none, so the pool's client names the statement by its
 * text (prepared-statements.ts) and two shapes can never share a name.
 */
export const NAMED_BY_TEXT = '';

/**
 * A query Drizzle builds once per database and shape, then runs with each call's values through
 * its placeholders: at a busy night's rate, building the same SQL text again for every tip was a
 * quarter of the API's CPU (docs/busy-night.md). `build` must take every value of a call through
 * `sql.placeholder` and end in `.prepare(NAMED_BY_TEXT)`, so the query it makes holds none of them.
 */
export function builtPerShape<Shape, Query>(
  build: (db: Db, shape: Shape) => Query,
): (db: Db, shape: Shape) => Query {
  const byDatabase = new WeakMap<Db, Map<Shape, Query>>();
  return (db, shape) => {
    let byShape = byDatabase.get(db);
    if (!byShape) byDatabase.set(db, (byShape = new Map()));
    let query = byShape.get(shape);
    if (!query) byShape.set(shape, (query = build(db, shape)));
    return query;
  };
}

/** `builtPerShape` for a query of one shape. */
export function builtOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const perShape = builtPerShape((db: Db) => build(db));
  return (db) => perShape(db, null);
}

/**
 * The columns a row to insert sets, as the shape of its insert: a column left undefined takes its
 * default, which a placeholder given `undefined` would not (it would write null).
 */
export const columnsSet = (row: object): string =>
  Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([column]) => column)
    .join(',');

/** A placeholder per column of a shape made by `columnsSet`, named like the column. */
export function placeholdersFor(columns: string): Record<string, Placeholder> {
  return Object.fromEntries(columns.split(',').map((column) => [column, sql.placeholder(column)]));
}
