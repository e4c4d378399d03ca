// `npm run <script>` for the scripts that are pnpm commands (`node scripts/run.mjs <pnpm arguments…>`): installs
// the workspace's dependencies when they are missing or stale, as `npm start` and `npm test` do, then runs the
// pinned pnpm (through npx when the PATH has none) with the arguments, and exits with its status. A fresh machine
// has only Node and npm.
import { ensureInstalled, pnpm } from './lib/workspace.mjs';

const args = process.argv.slice(2);
if (args.length === 0) {
  process.stderr.write('usage: node scripts/run.mjs <pnpm arguments…>\n');
  process.exit(2);
}
ensureInstalled();
process.exit(pnpm(args, { allowFailure: true }));
