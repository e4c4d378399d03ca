// `npm run drill:crash|network|soak`: the long forms of the browser drills of issue 18 (their short forms run in
// `npm test`). Installs and builds what is missing, then runs the drill's Playwright spec in Debian's Chromium
// with the long form's settings; options after `--` (e.g. `--minutes 10`, `--submits 50`) override them.
import { build, childEnv, ensureChromium, ensureInstalled, log, pnpm } from './lib/workspace.mjs';

const DRILLS = {
  crash: { spec: 'crash-drill', env: { MARGINALIA_DRILL_SUBMITS: '200', MARGINALIA_DRILL_KILL_EVERY_MS: '3000' } },
  network: { spec: 'network-drill', env: { MARGINALIA_DRILL_OFFLINE_MS: '60000' } },
  soak: { spec: 'soak-drill', env: { MARGINALIA_DRILL_SOAK_MINUTES: '30' } },
};
const OPTIONS = {
  '--submits': 'MARGINALIA_DRILL_SUBMITS',
  '--kill-every-ms': 'MARGINALIA_DRILL_KILL_EVERY_MS',
  '--offline-ms': 'MARGINALIA_DRILL_OFFLINE_MS',
  '--minutes': 'MARGINALIA_DRILL_SOAK_MINUTES',
  '--databases': 'MARGINALIA_DRILL_DATABASES',
  '--port': 'MARGINALIA_DRILL_PORT',
};

const [name, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');
const drill = DRILLS[name];
if (!drill) {
  process.stderr.write(`usage: node scripts/drill-browser.mjs ${Object.keys(DRILLS).join('|')} [--option value]\n`);
  process.exit(2);
}
const env = { ...childEnv, ...drill.env };
for (let i = 0; i < args.length; i += 2) {
  const variable = OPTIONS[args[i]];
  if (!variable || args[i + 1] === undefined) {
    process.stderr.write(`unknown option ${args[i]} (known: ${Object.keys(OPTIONS).join(', ')})\n`);
    process.exit(2);
  }
  env[variable] = args[i + 1];
}

ensureInstalled();
env.CHROMIUM_PATH = ensureChromium();
// The documentation site is built by `npm run docs` (and `npm test`), not here.
build(['!@marginalia/docs']);
log(`Drill ${name}`);
const status = pnpm(['exec', 'playwright', 'test', `examples/web-app/e2e/drills/${drill.spec}.spec.ts`, '--workers=1'], {
  allowFailure: true,
  env,
});
process.exit(status);
