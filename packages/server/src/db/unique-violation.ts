/**
 * True when a driver error is a unique-constraint violation (PostgreSQL `23505`, SQLite
 * `SQLITE_CONSTRAINT_UNIQUE`), so a lost race on an insert can answer 409 instead of 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
