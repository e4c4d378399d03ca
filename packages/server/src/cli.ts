#!/usr/bin/env node
import { runBackupCommand } from './backup/backup-command';
import { loadConfig } from './config/server-config';
import { DEMO_ANNOTATOR } from './seed/seed-demo-data';
import { startServer } from './server';

const USAGE = `Usage: marginalia [serve]        start the server
       marginalia backup <file>  copy the configured database to <file> while it serves
       marginalia restore <file> replace the configured database with <file> (stop the servers first)`;

/** Runs the command line: `serve` (the default), `backup <file>` or `restore <file>`. */
async function main(args: string[]): Promise<void> {
  const [command = 'serve', file, ...rest] = args;
  if (command === 'backup' || command === 'restore') {
    if (!file || rest.length > 0) throw new Error(`${command} takes one file name\n${USAGE}`);
    console.log(await runBackupCommand(command, file, loadConfig().databaseUrl));
    return;
  }
  if (command !== 'serve' || file !== undefined)
    throw new Error(`Unknown command "${args.join(' ')}"\n${USAGE}`);
  await serve();
}

/** Starts Marginalia from the environment and stops cleanly on SIGINT/SIGTERM. */
async function serve(): Promise<void> {
  const config = loadConfig();
  if (config.defaultsInUse.length > 0) {
    console.warn(
      `WARNING: ${config.defaultsInUse.join(', ')} not set; using the built-in default. ` +
        'Set them before exposing this server to anyone else.',
    );
  }
  const running = await startServer({ config });
  const { seed } = running;
  console.log(`Marginalia is running at ${running.url}`);
  console.log(
    `Database: ${/^postgres/i.test(config.databaseUrl) ? 'PostgreSQL' : `SQLite file ${config.databaseUrl}`}`,
  );
  console.log(config.staticDir ? `Web app: ${config.staticDir}` : 'Web app: not built, serving the API only');
  if (config.elementsDir) console.log(`Custom elements: ${running.url}/elements/marginalia-elements.iife.js`);
  if (seed.seeded) {
    for (const dataset of seed.datasets)
      console.log(`Seeded demo dataset "${dataset.name}" (${dataset.records} records)`);
  }
  // Credentials are printed only while they are the public demo defaults.
  if (config.defaultsInUse.includes('MARGINALIA_OWNER_PASSWORD')) {
    console.log(`Sign in as owner: ${config.owner.username} / ${config.owner.password}`);
  } else {
    console.log(`Sign in as owner: ${config.owner.username} (password from MARGINALIA_OWNER_PASSWORD)`);
  }
  console.log(`Sign in as annotator: ${DEMO_ANNOTATOR.username} / ${DEMO_ANNOTATOR.password}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing the database…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('Marginalia failed:', error);
  process.exit(1);
});
