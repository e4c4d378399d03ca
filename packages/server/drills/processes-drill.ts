// `npm run drill:processes` — drill 5 (several server processes). N server processes (default 3) started together
// on one new PostgreSQL database, behind one port (a round-robin proxy, as nginx or HAProxy would be). Checks
// sign-in, the failed-sign-in limit and caches across processes, then runs the many-annotators drill through the
// shared port and prints its figures. With Redis on 127.0.0.1:6379 the processes share one job queue.
import { createConnection } from 'node:net';
import {
  distributionReport,
  formatLatency,
  lostAnswers,
  prepareAnnotationDrill,
  runAnnotators,
} from '../src/testing/drills/annotators-workload';
import { runConditionsLine } from '../src/testing/drills/run-conditions';
import {
  checkRateLimitAcrossProcesses,
  checkSignInAcrossProcesses,
  checkWritesSeenAcrossProcesses,
} from '../src/testing/drills/processes-checks';
import { startRoundRobinProxy } from '../src/testing/drills/round-robin-proxy';
import { startServerProcess } from '../src/testing/server-process-bundle';
import { createPostgresDatabase } from '../src/testing/test-server';
import { drillOptions, reporter } from './drill-options';

const options = drillOptions({
  processes: 3,
  annotators: 50,
  seconds: 60,
  records: 10_000,
  think: 1000,
  port: 0,
});
const OWNER_API_KEY = 'drill-owner-key';
const report = reporter();

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const database = await createPostgresDatabase();
const redis = await redisReachable();
const env = {
  MARGINALIA_DATABASE_URL: database.url,
  MARGINALIA_AUTH_SECRET_KEY: `drill-secret-${Date.now()}`,
  MARGINALIA_OWNER_API_KEY: OWNER_API_KEY,
  MARGINALIA_OWNER_PASSWORD: '12345678',
  MARGINALIA_SEED_DEMO: 'true',
  ...(redis
    ? { MARGINALIA_REDIS_URL: 'redis://127.0.0.1:6379', MARGINALIA_JOBS_QUEUE: `drill-${Date.now()}` }
    : {}),
};
const startedAt = performance.now();
const processes = await Promise.all(Array.from({ length: options.processes }, () => startServerProcess(env)));
const urls = processes.map((p) => p.url.replace('localhost', '127.0.0.1'));
const proxy = await startRoundRobinProxy(urls, options.port);
console.log(
  `${options.processes} processes started together in ${Math.round(performance.now() - startedAt)} ms ` +
    `behind ${proxy.url} (jobs: ${redis ? 'BullMQ on Redis' : 'in process'})`,
);
try {
  for (const check of [
    await checkSignInAcrossProcesses(proxy.url, urls),
    await checkRateLimitAcrossProcesses(proxy.url, urls, 10),
    await checkWritesSeenAcrossProcesses(urls, OWNER_API_KEY),
  ])
    report.check(check.name, check.ok, check.detail);

  const setup = await prepareAnnotationDrill(proxy.url, {
    ownerApiKey: OWNER_API_KEY,
    annotators: options.annotators,
    records: options.records,
    minSubmitted: 2,
  });
  const before = [...proxy.forwarded];
  const run = await runAnnotators(proxy.url, setup, {
    seconds: options.seconds,
    thinkMs: options.think,
    bulkEvery: 5,
    bulkSize: 10,
  });
  const stored = await distributionReport(proxy.url, setup, OWNER_API_KEY);
  console.log(
    `\n${options.annotators} annotators for ${run.seconds.toFixed(1)} s through one port: ${run.acknowledged.size} answers ` +
      `(${(run.acknowledged.size / run.seconds).toFixed(1)}/s); requests per process ` +
      proxy.forwarded.map((n, i) => n - before[i]!).join(' / '),
  );
  console.log(`  search  ${formatLatency(run.search)}`);
  console.log(`  submit  ${formatLatency(run.submit)}`);
  console.log(`  bulk    ${formatLatency(run.bulk)}  (10 records each)`);
  console.log(
    `  ${await runConditionsLine(database.url, { records: setup.recordIds.length, answers: stored.stored.size })}; ` +
      `${stored.beyondMinSubmitted} records with answers beyond min_submitted 2 (stored: the overlap model)`,
  );
  report.check(
    'every request answered 2xx (0 errors)',
    run.errors.length === 0,
    run.errors.slice(0, 3).join('; '),
  );
  report.check('no acknowledged answer lost or changed', lostAnswers(run, stored.stored).length === 0);
  report.check('every record status follows its submitted count', stored.wrongStatus.length === 0);
} finally {
  await proxy.close();
  await Promise.all(processes.map((p) => p.stop()));
  await database.drop();
}
report.finish();
