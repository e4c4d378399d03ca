import { parseArgs } from 'node:util';

/** Reads `--name value` options with defaults; numbers are checked. */
export function drillOptions<T extends Record<string, string | number>>(defaults: T): T {
  const { values } = parseArgs({
    // A package manager forwarding `npm run drill:x -- --seconds 5` may leave the `--` in place.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: Object.fromEntries(Object.keys(defaults).map((k) => [k, { type: 'string' as const }])),
    allowPositionals: false,
  });
  const options: Record<string, string | number> = { ...defaults };
  for (const [key, raw] of Object.entries(values)) {
    if (typeof raw !== 'string') continue;
    if (typeof defaults[key] === 'number') {
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0) throw new Error(`--${key} must be a non-negative number`);
      options[key] = value;
    } else options[key] = raw;
  }
  return options as T;
}

/** Prints a check line and remembers failures for the exit code. */
export function reporter() {
  let failed = 0;
  return {
    check(name: string, ok: boolean, detail = ''): void {
      if (!ok) failed += 1;
      console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
    },
    finish(): void {
      console.log(failed === 0 ? '\nEvery check passed.' : `\n${failed} check(s) failed.`);
      process.exitCode = failed === 0 ? 0 : 1;
    },
  };
}
