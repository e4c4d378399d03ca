// `npm start`: install, build, then run the reference server with the web app on embedded SQLite + demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, childEnv, ensureInstalled, log, root } from './lib/workspace.mjs';

ensureInstalled();
// The documentation site is built by `npm run docs` (and `npm test`), not here.
build(['!@marginalia/docs']);
log('Starting Marginalia…');
const server = spawn(process.execPath, [join(root, 'packages/server/dist/cli.js')], {
  cwd: root,
  stdio: 'inherit',
  env: childEnv,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
