#!/usr/bin/env node
// Serves the model stand-in (src/testing/model-stand-in.ts) on a fixed port for browser tests and demos: an
// OpenAI-compatible `POST /v1/chat/completions` whose every answer completes the rows it was sent (each empty cell
// of the columns to fill gets a value of its type), unless `POST /script` queued other answers (see ScriptedAnswer:
// garbage, a status, a hang, or `{"fill": true, "delayMs": 5000}` for a slow model that then succeeds);
// `GET /received` answers `{"count": n}` of the calls so far. Point the server at it:
//   node packages/server/scripts/model-stand-in.mjs --port 7071 &
//   MARGINALIA_LLM_BASE_URL=http://127.0.0.1:7071/v1 MARGINALIA_LLM_MODEL=stand-in node packages/server/dist/cli.js
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './import-typescript.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const portIndex = process.argv.indexOf('--port');
const port = portIndex >= 0 ? Number(process.argv[portIndex + 1]) : 7071;
const { startModelStandIn } = await importTypeScript(root, 'model-stand-in', {
  entryPoints: [join(root, 'src', 'testing', 'model-stand-in.ts')],
});
const standIn = await startModelStandIn({ port, fallback: { fill: true } });
console.log(`Model stand-in at ${standIn.baseUrl} (every answer fills the rows it is sent)`);
const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
