/**
 * True when a driver error is a foreign-key violation (PostgreSQL `23503`, SQLite
 * `SQLITE_CONSTRAINT_FOREIGNKEY`): a row written for a parent deleted meanwhile, a lost race rather than a bug.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
