// `npm run hub:stand-in [-- --port N]`: installs when needed, builds the stand-in hub, then serves it. Like
// `npm start` it needs only Node and npm, so it works as the first command of a fresh clone.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, childEnv, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
build(['@marginalia/hub-stand-in']);
const standIn = spawn(
  process.execPath,
  [join(root, 'packages/hub-stand-in/dist/cli.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: childEnv },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => standIn.kill(signal));
standIn.on('exit', (code) => process.exit(code ?? 0));
