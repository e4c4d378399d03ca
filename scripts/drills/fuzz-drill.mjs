// `npm run drill:fuzz`: the malformed-request fuzz's long form (issue #18, "bad input"). Installs what is missing,
// then sends 10,400 malformed requests (`--requests N`) to every endpoint of the server on SQLite and again on
// PostgreSQL (`MARGINALIA_TEST_PG=0`: SQLite only) and prints the figures of each. `--seed S` replays a run.
// The short form (10,400 on SQLite, 1,200 on PostgreSQL) runs in `npm test`. No build needed: the server's
// tests read the packages from source.
import { childEnv, ensureInstalled, log, pnpm } from '../lib/workspace.mjs';

const OPTIONS = { '--requests': 'MARGINALIA_FUZZ_REQUESTS', '--seed': 'MARGINALIA_FUZZ_SEED' };
const env = { ...childEnv, MARGINALIA_FUZZ_REQUESTS: '10400' };
const args = process.argv.slice(2).filter((arg) => arg !== '--');
for (let i = 0; i < args.length; i += 2) {
  const variable = OPTIONS[args[i]];
  if (!variable || !/^\d+$/.test(args[i + 1] ?? '')) {
    process.stderr.write(`usage: npm run drill:fuzz -- [--requests N] [--seed S] (known: ${Object.keys(OPTIONS).join(', ')})\n`);
    process.exit(2);
  }
  env[variable] = args[i + 1];
}

ensureInstalled();
log(`Malformed-request fuzz: ${env.MARGINALIA_FUZZ_REQUESTS} requests per database`);
pnpm(['--filter', '@marginalia/server', 'exec', 'vitest', 'run', 'src/app.malformed-requests.test.ts'], { env });
