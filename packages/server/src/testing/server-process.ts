// A server run in a child process by the job tests (bundled by `server-process-bundle.ts`): it starts from the
// environment like the CLI, prints `READY <url>`, and stops cleanly on SIGTERM. SIGKILL is the crash under test.
import { loadConfig } from '../config/server-config';
import { startServer } from '../server';

const lockDurationMs = Number(process.env['TEST_JOB_LOCK_MS']) || undefined;
const running = await startServer({
  config: { ...loadConfig(), port: 0 },
  hostname: '127.0.0.1',
  ...(lockDurationMs ? { jobs: { lockDurationMs } } : {}),
});
console.log(`READY ${running.url}`);
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
