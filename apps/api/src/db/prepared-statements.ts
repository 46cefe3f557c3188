import { createHash } from 'node:crypto';
import pg from 'pg';

/** Beyond this many distinct statements a process prepares no new ones (each costs server memory). */
const MOST_STATEMENTS = 2000;
/** Each statement's name by its text: hashing the text again on every call cost more than the map. */
const names = new Map<string, string>();

function statementName(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MOST_STATEMENTS) return null;
  const name = `opentip_${createHash('sha1').update(text).digest('hex')}`;
  names.set(text, name);
  return name;
}

/** The query with a name made from its text, when it has parameters (only those can be prepared). */
function prepared(config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    if (!Array.isArray(values) || values.length === 0) return config;
    const name = statementName(config);
    return name ? { text: config, name } : config;
  }
  if (!config || typeof config !== 'object') return config;
  const query = config as { text?: unknown; name?: unknown; values?: unknown };
  const params = Array.isArray(values) ? values : query.values;
  if (typeof query.text !== 'string' || query.name || !Array.isArray(params) || params.length === 0)
    return config;
  const name = statementName(query.text);
  return name ? { ...query, name } : config;
}

/**
 * A pg client that prepares each parameterised statement once per connection (a named statement,
 * named by its text) instead of having PostgreSQL parse and plan it on every call: at a busy
 * night's rate, planning the same few statements again was a large share of the database's work
 * per tip (docs/busy-night.md). Behind PgBouncer this needs session pooling, or version 1.21 or
 * later with `max_prepared_statements` set.
 */
export class PreparingClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  return plainQuery.call(this, prepared(config, rest[0]), ...rest);
} as typeof pg.Client.prototype.query;
