/** Reads `--name value` options and `--flag` switches of a benchmark runner's command line. */
export interface BenchOptionReader {
  /** The value after `--name`, or the fallback. */
  value(name: string, fallback: string): string;
  /**
   * An integer after `--name` (`100_000` allowed), or the fallback; anything under `min` (1 unless given: 0 where
   * 0 turns something off) throws.
   */
  int(name: string, fallback: number, limits?: { min?: number }): number;
  /** Whether `--name` is present. */
  flag(name: string): boolean;
  /** The PostgreSQL server's URL: `--pg-url`, else `MARGINALIA_TEST_PG_URL`, else the local trust-auth server. */
  pgUrl(): string;
}

/**
 * The option reader the benchmark runners share (`npm run bench:server`, `npm run bench:ui`).
 *
 * @example
 * const options = benchOptions(process.argv.slice(2));
 * options.int('records', 100_000); // 5000 for `--records 5_000`
 */
export function benchOptions(argv: readonly string[]): BenchOptionReader {
  const value = (name: string, fallback: string): string => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 && argv[index + 1] !== undefined ? (argv[index + 1] as string) : fallback;
  };
  return {
    value,
    int: (name, fallback, { min = 1 } = {}) => {
      const parsed = Number(value(name, String(fallback)).replace(/_/g, ''));
      if (!Number.isInteger(parsed) || parsed < min) {
        throw new Error(
          min === 1
            ? `--${name} must be a positive integer`
            : `--${name} must be an integer of at least ${min}`,
        );
      }
      return parsed;
    },
    flag: (name) => argv.includes(`--${name}`),
    pgUrl: () =>
      value(
        'pg-url',
        process.env['MARGINALIA_TEST_PG_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
      ),
  };
}
