// `npm run drill:annotators -- --history compare`: what the history (issue #29) costs a submit. Per database mode,
// two server processes side by side — history on (the default) and off (`MARGINALIA_HISTORY=off`) — each on its own
// database with the same dataset and annotators; the annotators then work in alternating slices (on, off, off, on,
// on, off, …) so both sides see the same machine, and the submits of each side are pooled. Prints p50/p95/p99 of
// both, the p95 ratio (goal: within 10 %) and the load average.
import {
  formatLatency,
  latencyFigures,
  prepareAnnotationDrill,
  runAnnotators,
  type AnnotationDrillSetup,
} from '../src/testing/drills/annotators-workload';
import { loadAverageLine } from '../src/testing/drills/run-conditions';
import { startServerProcess, type ServerProcess } from '../src/testing/server-process-bundle';

/** What the comparison needs of the drill's options. */
export interface HistoryCostOptions {
  annotators: number;
  records: number;
  seconds: number;
  think: number;
  /** Slices per side. */
  rounds: number;
}

interface Side {
  name: 'history on' | 'history off';
  server: ServerProcess;
  url: string;
  setup: AnnotationDrillSetup;
  submits: number[];
  errors: string[];
}

async function startSide(
  name: Side['name'],
  databaseUrl: string,
  env: Record<string, string>,
  options: HistoryCostOptions,
  ownerApiKey: string,
): Promise<Side> {
  const server = await startServerProcess({
    ...env,
    MARGINALIA_DATABASE_URL: databaseUrl,
    MARGINALIA_HISTORY: name === 'history on' ? 'on' : 'off',
  });
  const url = server.url.replace('localhost', '127.0.0.1');
  const setup = await prepareAnnotationDrill(url, {
    ownerApiKey,
    annotators: options.annotators,
    records: options.records,
    minSubmitted: 2,
  });
  return { name, server, url, setup, submits: [], errors: [] };
}

/**
 * Runs one mode's comparison and returns the p95 ratio (on / off) and whether every request of both sides was
 * answered 2xx.
 */
export async function compareHistoryCost(
  mode: string,
  databases: { on: string; off: string },
  env: Record<string, string>,
  options: HistoryCostOptions,
  ownerApiKey: string,
): Promise<{ ratio: number; errors: string[] }> {
  const on = await startSide('history on', databases.on, env, options, ownerApiKey);
  const off = await startSide('history off', databases.off, env, options, ownerApiKey);
  try {
    const slice = options.seconds / options.rounds;
    for (let round = 0; round < options.rounds; round += 1) {
      // ABBA order: neither side always goes first (a warm cache, a growing database).
      const order = round % 2 === 0 ? [on, off] : [off, on];
      for (const side of order) {
        const run = await runAnnotators(side.url, side.setup, {
          seconds: slice,
          thinkMs: options.think,
          bulkEvery: 5,
          bulkSize: 10,
        });
        side.submits.push(...run.submitSamples);
        side.errors.push(...run.errors);
      }
    }
    const figures = { on: latencyFigures(on.submits), off: latencyFigures(off.submits) };
    const ratio = figures.on.p95 / figures.off.p95;
    console.log(
      `\n${mode}: history on vs off, ${options.annotators} annotators, ${options.rounds} alternating slices of ` +
        `${slice.toFixed(1)} s per side`,
    );
    console.log(`  ${loadAverageLine()}`);
    console.log(`  submit, history on   ${formatLatency(figures.on)}`);
    console.log(`  submit, history off  ${formatLatency(figures.off)}`);
    console.log(`  submit p95 on / off = ${ratio.toFixed(3)} (${((ratio - 1) * 100).toFixed(1)} %)`);
    return { ratio, errors: [...on.errors, ...off.errors] };
  } finally {
    await on.server.stop();
    await off.server.stop();
  }
}
