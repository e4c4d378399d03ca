// `npm run drill:xss`: the hostile-content drill's long form (issue #18, drill 3). Installs what is missing, builds
// the server and the web app, then renders the whole XSS corpus in every place the app shows content, in Debian's
// Chromium against the real server, and prints the figures. The short form (a slice of the corpus) runs in
// `npm test` with the other browser tests.
import { build, childEnv, ensureChromium, ensureInstalled, log, pnpm } from '../lib/workspace.mjs';

ensureInstalled();
childEnv.CHROMIUM_PATH = ensureChromium();
build(['@marginalia/server...', '@marginalia/web-app', '@marginalia/hub-stand-in']);
log('Hostile-content drill (the whole corpus, Chromium against the built server)');
pnpm(['exec', 'playwright', 'test', 'examples/web-app/e2e/hostile-content/', '--workers=1', ...process.argv.slice(2)], {
  env: { ...childEnv, MARGINALIA_XSS_DRILL: 'full' },
});
