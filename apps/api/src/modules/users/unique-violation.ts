/**
 * Whether a database error is a unique-index violation of `index`. Drizzle wraps the driver's
 * error (pg or PGlite) in `cause`, so the chain is walked.
 */
export function isUniqueViolation(error: unknown, index: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') return fields.constraint === undefined || fields.constraint === index;
    current = current.cause;
  }
  return false;
}
