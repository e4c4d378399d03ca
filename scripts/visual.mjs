// `npm run test:visual` and `npm run test:visual:update` (issue 31): the visual regression suite
// (examples/web-app/visual, playwright.visual.config.ts). Installs what is missing, builds the server, the hub
// stand-in and the web app so the screens are of the current code (MARGINALIA_VISUAL_SKIP_BUILD=1 skips the build
// when they are fresh), then runs the suite in Debian's Chromium against its own reference server.
// `--update` writes the baselines (examples/web-app/visual/baselines) of the screens that changed and skips the
// layout and axe checks. Other arguments go to Playwright (e.g. `npm run test:visual -- -g home`).
// Environment: MARGINALIA_E2E_PORT (the suite's server; the hub stand-in two ports above), MARGINALIA_VISUAL_WORKERS.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, childEnv, ensureChromium, ensureInstalled, log, pnpm, root } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
ensureInstalled();
childEnv.CHROMIUM_PATH = ensureChromium();
if (process.env.MARGINALIA_VISUAL_SKIP_BUILD !== '1') {
  build(['@marginalia/server...', '@marginalia/hub-stand-in...', '@marginalia/web-app']);
}
if (update) childEnv.MARGINALIA_VISUAL_UPDATE = '1';
rmSync(join(root, 'test-reports', 'visual'), { recursive: true, force: true });
log(update ? 'Visual suite: writing the baselines that changed…' : 'Visual suite (diffs go to test-reports/visual/diffs)…');
const status = pnpm(['exec', 'playwright', 'test', '--config', 'playwright.visual.config.ts', ...args.filter((arg) => arg !== '--update')], {
  allowFailure: true,
});
process.exit(status);
