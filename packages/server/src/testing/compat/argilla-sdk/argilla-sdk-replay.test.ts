import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReplayFixture, replayExchanges, replayTargetOf } from '../replay-exchanges';
import { createTestServer, testDialects, type TestServer } from '../../test-server';
import { argillaSdkEnums } from './argilla-sdk-enums';

/**
 * The Argilla 2.8 Python SDK's requests of an admin's whole workflow (`scripts/compat/argilla_sdk_workflow.py`,
 * recorded against this server), replayed in order: each answer must have the status the SDK got and the shape
 * its models parse (keys, JSON types, the SDK's enumerations).
 */
describe.each(testDialects())('Argilla 2.8 SDK workflow, replayed (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('answers every request with the status and the shape the SDK needs', async () => {
    const fixture = loadReplayFixture(new URL('./workflow.json', import.meta.url));
    expect(fixture.exchanges.length).toBeGreaterThan(100);
    expect(await replayExchanges(replayTargetOf(server), fixture, { enums: argillaSdkEnums })).toEqual([]);
  }, 120_000);
});
