import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
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
  /** What tells shapes apart, when a shape is not a string or a number itself. */
  keyOf: (shape: Shape) => unknown = (shape) => shape,
): (db: Db, shape: Shape) => Query {
  const byDatabase = new WeakMap<Db, Map<unknown, Query>>();
  return (db, shape) => {
    let byShape = byDatabase.get(db);
    if (!byShape) byDatabase.set(db, (byShape = new Map()));
    const key = keyOf(shape);
    let query = byShape.get(key);
    if (!query) byShape.set(key, (query = build(db, shape)));
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

/**
 * A statement written with `sql` (not a query builder) prepared as a built query is: its text made
 * once, then run with the values of its placeholders. It answers the driver's result (`rows`).
 */
export function preparedStatement(db: Db, statement: SQL) {
  // The database's own dialect makes the text, as `db.execute` would.
  const { dialect } = db as unknown as { dialect: PgDialect };
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, NAMED_BY_TEXT, false);
  return {
    async rows<Row>(values: Record<string, unknown>): Promise<Row[]> {
      return ((await prepared.execute(values)) as { rows: Row[] }).rows;
    },
  };
}
