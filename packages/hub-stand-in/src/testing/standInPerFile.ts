import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startHubStandIn, type RunningHubStandIn } from '../startHubStandIn';

/**
 * A stand-in for the test file that calls it, on a free port with its own parquet cache (so a test reads files
 * made fresh), closed and its cache removed after the file's tests; the returned function gives it to a test.
 *
 * @example
 * const standIn = standInPerFile();
 * it('…', async () => fetch(`${standIn().url}/is-valid?dataset=stanfordnlp/imdb`));
 */
export function standInPerFile(): () => RunningHubStandIn {
  let hub: RunningHubStandIn | undefined;
  let cacheDir: string | undefined;
  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'hub-stand-in-'));
    hub = await startHubStandIn({ port: 0, cacheDir });
  });
  afterAll(async () => {
    await hub?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });
  return () => {
    if (!hub) throw new Error('The stand-in starts before the first test of the file.');
    return hub;
  };
}
