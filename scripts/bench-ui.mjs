// `npm run bench:ui`: browser benchmarks of the annotation screen (issue #5). Installs what is missing, builds
// the server (with the core it needs) and the web app so the figures are of the current code, then runs
// examples/web-app/bench against the real server in Debian's Chromium. Arguments go to the runner
// (e.g. `npm run bench:ui -- --only p2,p3`).
import { build, childEnv, ensureChromium, ensureInstalled, log, pnpm } from './lib/workspace.mjs';

ensureInstalled();
childEnv.CHROMIUM_PATH = ensureChromium();
build(['@marginalia/server...', '@marginalia/web-app']);
log('Browser benchmarks (Chromium, against the built server)');
pnpm(['--filter', '@marginalia/web-app', 'run', 'bench', ...process.argv.slice(2)]);
