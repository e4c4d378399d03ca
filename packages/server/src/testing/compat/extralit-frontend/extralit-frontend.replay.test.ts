import { readdirSync } from 'node:fs';
import type { RunningHubStandIn } from '@marginalia/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/seed-demo-data';
import { finishedJob, startTestHub } from '../../hub-fixture';
import { startModelStandIn, type ModelStandIn } from '../../model-stand-in';
import { createTestServer, testDialects, type TestServer } from '../../test-server';
import { loadReplayFixture, replayExchanges, replayTargetOf, type ReplayTarget } from '../replay-exchanges';
import { extralitFrontendEnums } from './extralit-frontend-enums';

// The Extralit web frontend's spec-2 flows, recorded against our server with
// scripts/compat/extralit-frontend-record.mjs: one fixture per flow, replayed in order on one server seeded with
// the demo data (the papers, their segments and schema files the frontend reads), with the hub and the model
// stand-ins behind the import, the export and the model fill-in.
const FIXTURES = new URL('./fixtures/', import.meta.url);
/** A replayed request and our answer, for the checks beyond shapes. */
interface SentRequest {
  method: string;
  pathAndQuery: string;
  status: number;
  text: string;
}

const fixtureNames = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .sort();

/**
 * The replay target, waiting for the end of each job an answer starts (an import, an export) before the next
 * request, as the recording did before its next flow: the imported records are all there when the frontend
 * reads them, and no job outlives the test.
 */
function awaitingJobs(server: TestServer, answers: SentRequest[]): ReplayTarget {
  const target = replayTargetOf(server);
  return {
    ...target,
    send: async (method, pathAndQuery, init) => {
      const answer = await target.send(method, pathAndQuery, init);
      answers.push({ method, pathAndQuery, status: answer.status, text: answer.text });
      if (answer.status === 202 && /\/(import|export)$/.test(pathAndQuery)) {
        const job = await finishedJob(server, (JSON.parse(answer.text) as { id: string }).id);
        if (job.status !== 'finished') throw new Error(`${pathAndQuery}: job ${job.status} (${job.error})`);
      }
      return answer;
    },
  };
}

describe.each(testDialects())('Extralit web frontend replay (%s)', (dialect) => {
  let server: TestServer;
  let hub: RunningHubStandIn;
  let model: ModelStandIn;
  let target: ReplayTarget;
  const answers: SentRequest[] = [];
  const answerTo = (method: string, path: RegExp) =>
    answers.find((sent) => sent.method === method && path.test(sent.pathAndQuery));

  beforeAll(async () => {
    hub = await startTestHub();
    model = await startModelStandIn({ fallback: { fill: true } });
    server = await createTestServer(dialect, {
      ...hub.env,
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_MODEL: 'stand-in',
    });
    await seedDemoData(server.db, server.config.owner, server.context, server.storage);
    target = awaitingJobs(server, answers);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await model?.close();
    await hub?.close();
  });

  it('has the recorded flows', () => {
    expect(fixtureNames).toEqual([
      '00-setup.json',
      '01-sign-in-home.json',
      '02-dataset-creation-import.json',
      '03-dataset-settings.json',
      '04-export-to-hub.json',
      '05-documents-extraction.json',
    ]);
  });

  // In order: each flow reads what the earlier ones made (the imported dataset is the one exported).
  it.each(fixtureNames)(
    '%s: every answer has the status and the shape the frontend got',
    async (name) => {
      const fixture = loadReplayFixture(new URL(name, FIXTURES));
      expect(await replayExchanges(target, fixture, { enums: extralitFrontendEnums })).toEqual([]);
    },
    180_000,
  );

  // What the frontend reads beyond JSON shapes, once every flow has been replayed.
  it('imported the first 10,000 rows, drew the paper from its signed url and filled the table cells', async () => {
    const imported = answerTo('POST', /^\/api\/v1\/datasets\/[^/]+\/import$/);
    expect(imported?.status).toBe(202);
    const datasetId = imported!.pathAndQuery.split('/')[4];
    const progress = await server.request('GET', `/api/v1/datasets/${datasetId}/progress`);
    expect(progress.body).toMatchObject({ total: 10_000 });
    const pdf = answerTo('GET', /^\/api\/v1\/file\/extraction\/pdf\/[^?]+\?expires=\d+&signature=/);
    expect(pdf?.status).toBe(200);
    expect(pdf?.text.startsWith('%PDF-')).toBe(true);
    const schema = answerTo('GET', /^\/api\/v1\/file\/extraction\/schemas\/Outcome$/);
    expect(JSON.parse(schema!.text)).toMatchObject({ name: 'Outcome', columns: { n: { dtype: 'int64' } } });
    const extraction = answerTo('POST', /^\/api\/v1\/models\/extraction\?workspace=extraction$/);
    const rows = (JSON.parse(extraction!.text) as { data: Record<string, unknown>[] }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Outcome_ID: 1, n: expect.any(Number), mean: expect.any(Number) });
  });
});
