#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { standInDatasets } from './catalog/catalog';
import { STAND_IN_TOKENS } from './hub/standInTokens';
import { startHubStandIn } from './startHubStandIn';

/** `hub-stand-in [--port 6970] [--host 127.0.0.1] [--cache-dir DIR]`: serves until SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '6970' },
      host: { type: 'string', default: '127.0.0.1' },
      'cache-dir': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, got "${values.port}"`);
  const hub = await startHubStandIn({
    port,
    hostname: values.host,
    ...(values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
  });
  console.log(`Hub stand-in running at ${hub.url} (the hub's API and its datasets server).`);
  console.log('Point Marginalia at it with:');
  console.log(`  MARGINALIA_HUB_URL=${hub.env.MARGINALIA_HUB_URL}`);
  console.log(`  MARGINALIA_DATASETS_SERVER_URL=${hub.env.MARGINALIA_DATASETS_SERVER_URL}`);
  console.log(`Tokens: ${STAND_IN_TOKENS.write} (write), ${STAND_IN_TOKENS.read} (read only).`);
  console.log(`Datasets: ${standInDatasets.map((d) => d.id).join(', ')}`);
  const stop = () => void hub.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The hub stand-in failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
