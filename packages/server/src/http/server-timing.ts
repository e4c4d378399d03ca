import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * The phases of one request's work, for its `Server-Timing` header (issue #27: where the first record's time goes,
 * read from the browser's network panel or a benchmark without a profiler). Names are metric tokens.
 */
export class PhaseTimings {
  private readonly phases: { name: string; ms: number }[] = [];

  /** Runs `work`, adding its wall time to the phase `name` (a phase measured twice adds up). */
  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - start);
    }
  }

  /** `measure` for synchronous work. */
  measureSync<T>(name: string, work: () => T): T {
    const start = performance.now();
    try {
      return work();
    } finally {
      this.add(name, performance.now() - start);
    }
  }

  add(name: string, ms: number): void {
    const phase = this.phases.find((p) => p.name === name);
    if (phase) phase.ms += ms;
    else this.phases.push({ name, ms });
  }

  /** `name;dur=<ms>` per phase in the order first measured. */
  entries(): string[] {
    return this.phases.map((p) => `${p.name};dur=${p.ms.toFixed(3)}`);
  }
}

/**
 * Adds `Server-Timing` to every response, errors and 404s included: the phases a route measured (`c.var.timings`)
 * and `total;dur=<ms>`, last.
 */
export const serverTiming = createMiddleware<AppEnv>(async (c, next) => {
  const start = performance.now();
  const timings = new PhaseTimings();
  c.set('timings', timings);
  await next();
  const total = `total;dur=${(performance.now() - start).toFixed(3)}`;
  c.res.headers.set('Server-Timing', [...timings.entries(), total].join(', '));
});
