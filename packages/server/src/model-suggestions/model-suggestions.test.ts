import type { WireModelSuggestionsJob } from '@marginalia/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { startModelStandIn, type ModelStandIn } from '../testing/model-stand-in';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

const KEY = 'sk-test-4f9c2d7e1a8b';
const PROMPT = 'Classify the review: {{field.text}}\nLabels: {{options.label}}';

const answer = (value: Record<string, unknown>) => ({ content: JSON.stringify(value) });

/** The suggestions of a record, by question name. */
async function suggestionsOf(server: TestServer, fixture: AnnotationDatasetFixture, recordId: string) {
  const res = await server.request<{
    items: { question_id: string; value: unknown; agent: string; score: unknown; type: string }[];
  }>('GET', `/api/v1/records/${recordId}/suggestions`);
  const names = new Map(Object.entries(fixture.questionIds).map(([name, id]) => [id, name]));
  return Object.fromEntries(res.body.items.map((s) => [names.get(s.question_id), s]));
}

describe.each(testDialects())('model suggestions (%s)', (dialect) => {
  let model: ModelStandIn;
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];

  beforeAll(async () => {
    model = await startModelStandIn({ fallback: { fill: true } });
    server = await createTestServer(dialect, {
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_API_KEY: KEY,
      MARGINALIA_LLM_MODEL: 'stand-in',
      MARGINALIA_LLM_TIMEOUT: '5',
      MARGINALIA_LLM_PRICE_PER_1K_PROMPT: '0.5',
      MARGINALIA_LLM_PRICE_PER_1K_COMPLETION: '2',
      MARGINALIA_LLM_MODELS: JSON.stringify([
        {
          name: 'plain',
          model: 'plain-model',
          structured_output: false,
          logprobs: false,
          api_key_env: 'OTHER_KEY',
        },
      ]),
      OTHER_KEY: 'sk-other-77aa',
      MARGINALIA_SUGGESTIONS_CONCURRENCY: '2',
      MARGINALIA_SUGGESTIONS_MAX_RETRIES: '2',
    });
    fixture = await createAnnotationDataset(server);
    records = await addRecords(server, fixture.datasetId, 6);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });
  afterEach(() => model.clear());

  const start = (json: Record<string, unknown>, as = fixture.admin) =>
    server.request('POST', `/api/v1/datasets/${fixture.datasetId}/model-suggestions`, { json, as });
  const jobOf = async (id: string) =>
    (await server.request<WireModelSuggestionsJob>('GET', `/api/v1/model-suggestions/jobs/${id}`)).body;

  it('lists the configured models with their prices, never a base URL or a key', async () => {
    const res = await server.request('GET', '/api/v1/model-suggestions/models', { as: fixture.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          name: 'stand-in',
          price_per_1k: { prompt: 0.5, completion: 2 },
          structured_output: true,
          default: true,
        },
        {
          name: 'plain',
          price_per_1k: { prompt: 0, completion: 0 },
          structured_output: false,
          default: false,
        },
      ],
      concurrency: 2,
      max_concurrency: 16,
    });
    expect(JSON.stringify(res.body)).not.toContain(model.baseUrl);
  });

  it('answers a dry run for at most 5 records, each value checked, and writes nothing', async () => {
    model.script(
      answer({ label: 'positive', rating: 4, entities: [{ start: 22, end: 26, label: 'ORG' }] }),
      answer({ label: 'great', rating: 4, entities: [] }),
      { content: '{"label": "positive", "rating": ' },
      answer({ label: 'negative', rating: 9, entities: [{ start: 0, end: 400, label: 'PER' }] }),
      answer({ label: 'neutral', rating: 1, entities: [] }),
    );
    const res = await start({ questions: ['label', 'rating', 'entities'], prompt: PROMPT, dry_run: true });
    expect(res.status).toBe(200);
    const items = res.body.items as {
      record_id: string;
      question: string;
      value: unknown;
      error: string | null;
      score: number | null;
    }[];
    expect(items).toHaveLength(15);
    expect(new Set(items.map((i) => i.record_id))).toEqual(new Set(records.slice().sort().slice(0, 5)));
    // The answers go to the calls in the order they arrive: 3 + 2 + 0 + 1 + 3 valid values.
    expect(items.filter((i) => i.error === null)).toHaveLength(9);
    expect(items.map((i) => i.error).filter(Boolean)).toEqual(
      expect.arrayContaining([
        "'great' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']",
        'the answer is not valid JSON',
        '9 is not a valid rating for rating question.\nValid ratings are: [1, 2, 3, 4, 5]',
        'span question response value `end` must have a value lower or equal than record field `text` length that is `39`',
      ]),
    );
    // Scores come from the stand-in's log-probabilities (-0.05 a token).
    const scored = items.find((i) => i.question === 'label' && i.value === 'positive');
    expect(scored?.score).toBeGreaterThan(0);
    expect(scored?.score).toBeLessThan(1);
    const [sent] = model.received;
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.logprobs).toBe(true);
    expect(sent?.response_format?.json_schema?.name).toBe('record_annotation');
    expect(sent?.messages[1]?.content).toMatch(
      /^Classify the review: Record \d mentions Ada Lovelace at Acme\.\nLabels: positive, negative, neutral$/,
    );
    for (const id of records) expect(await suggestionsOf(server, fixture, id)).toEqual({});
  });

  it('asks a model without structured output for plain JSON, and still checks it', async () => {
    model.script(answer({ label: 'positive' }), answer({ label: 'nope' }));
    const res = await start({
      questions: ['label'],
      prompt: PROMPT,
      model: 'plain',
      dry_run: true,
      records: {
        filters: {
          and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(model.received[0]?.response_format).toBeUndefined();
    expect(model.received[0]?.logprobs).toBeUndefined();
    expect(model.received[0]?.authorization).toBe('Bearer sk-other-77aa');
    expect(res.body.items.filter((i: { error: string | null }) => i.error === null)).toHaveLength(1);
  });

  it('refuses what cannot work with 422 and a clear reason, before any job', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ questions: ['nope'], prompt: 'x' }, 'Question `nope` not found'],
      [
        { questions: ['label'], prompt: 'About {{field.title}} and {{options.nope}}' },
        '{{field.title}}, {{options.nope}}',
      ],
      [{ questions: ['label'], prompt: 'x', model: 'gpt-9' }, 'Model `gpt-9` is not configured'],
      [{ questions: ['table'], prompt: 'x' }, 'The table question `table` needs its schema'],
      [{ questions: ['label', 'label'], prompt: 'x' }, 'Each question may be named once'],
    ];
    for (const [json, detail] of cases) {
      const res = await start(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(JSON.stringify(res.body)).toContain(detail.replace(/\n/g, '\\n'));
    }
    expect(model.received).toHaveLength(0);
  });

  it('takes a concurrency per request within the server maximum, and answers 422 naming the field otherwise', async () => {
    for (const concurrency of [17, 0, 2.5, 'four']) {
      const res = await start({ questions: ['label'], prompt: PROMPT, concurrency, dry_run: true });
      expect(res.status, String(concurrency)).toBe(422);
      const errors = res.body.detail.params.errors as { loc: string[] }[];
      expect(errors.map((e) => e.loc.join('.'))).toEqual(['body.concurrency']);
    }
    expect(model.received).toHaveLength(0);
    const res = await start({ questions: ['label'], prompt: PROMPT, concurrency: 16 });
    expect(res.status).toBe(202);
    await server.tasks.idle();
    expect(await jobOf(res.body.id)).toMatchObject({ status: 'finished', done: 6, failed: 0 });
  });

  it("takes only the records of the filters sent (the annotation page's current filter)", async () => {
    const chosen = records.slice(1, 3);
    const filter = {
      filters: { and: [{ type: 'terms', scope: { entity: 'record', property: 'id' }, values: chosen }] },
    };
    const dry = await start({ questions: ['label'], prompt: PROMPT, dry_run: true, records: filter });
    expect(dry.status).toBe(200);
    expect(new Set(dry.body.items.map((i: { record_id: string }) => i.record_id))).toEqual(new Set(chosen));
    model.received.length = 0;
    const res = await start({ questions: ['label'], prompt: PROMPT, records: filter });
    expect(res.status).toBe(202);
    await server.tasks.idle();
    expect(await jobOf(res.body.id)).toMatchObject({ status: 'finished', total: 2, done: 2 });
    expect(model.received).toHaveLength(2);
    const bad = await start({
      questions: ['label'],
      prompt: PROMPT,
      records: {
        filters: {
          and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'nope' }, values: ['x'] }],
        },
      },
    });
    expect(bad.status).toBe(422);
  });

  it('runs a job: counts, tokens and cost; suggestions with the model as agent that the suggestion filters find', async () => {
    const res = await start({ questions: ['label', 'topics', 'ranking', 'comment'], prompt: PROMPT });
    expect(res.status).toBe(202);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'status']);
    await server.tasks.idle();
    expect((await server.request('GET', `/api/v1/jobs/${res.body.id}`)).body).toEqual({
      id: res.body.id,
      status: 'finished',
    });
    const job = await jobOf(res.body.id);
    expect(job).toMatchObject({
      status: 'finished',
      model: 'stand-in',
      total: 6,
      done: 6,
      failed: 0,
      errors: [],
      resumable: false,
    });
    const sent = model.received.reduce(
      (sum, r) => sum + Math.ceil(r.messages.map((m) => m.content).join('\n').length / 4),
      0,
    );
    expect(job.tokens.prompt).toBe(sent);
    expect(job.tokens.total).toBe(job.tokens.prompt + job.tokens.completion);
    expect(job.estimated_cost).toBeCloseTo(
      (job.tokens.prompt / 1000) * 0.5 + (job.tokens.completion / 1000) * 2,
      6,
    );
    const suggestions = await suggestionsOf(server, fixture, records[0] as string);
    expect(suggestions['label']).toMatchObject({ value: 'positive', agent: 'stand-in', type: 'model' });
    expect(suggestions['topics']).toMatchObject({ value: ['price'] });
    expect(suggestions['ranking']).toMatchObject({
      value: [
        { value: 'a', rank: 1 },
        { value: 'b', rank: 2 },
        { value: 'c', rank: 3 },
      ],
    });
    expect(typeof suggestions['label']?.score).toBe('number');
    const search = await server.request('POST', `/api/v1/me/datasets/${fixture.datasetId}/records/search`, {
      as: fixture.annotator,
      json: {
        filters: {
          and: [
            {
              type: 'terms',
              scope: { entity: 'suggestion', question: 'label', property: 'agent' },
              values: ['stand-in'],
            },
          ],
        },
      },
    });
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(6);
  });

  it('retries a 429 after its retry-after and a 500, and reports an invalid answer per record without writing it', async () => {
    const first = records.slice().sort()[0] as string;
    await start({ questions: ['label'], prompt: PROMPT });
    await server.tasks.idle();
    expect((await suggestionsOf(server, fixture, first))['label']).toMatchObject({ value: 'positive' });
    model.received.length = 0;
    model.script(
      { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Rate limit reached' } } },
      answer({ label: 'invented' }),
      { status: 500 },
    );
    const began = Date.now();
    const res = await start({ questions: ['label'], prompt: PROMPT });
    await server.tasks.idle();
    expect(Date.now() - began).toBeGreaterThanOrEqual(900);
    const job = await jobOf(res.body.id);
    expect(job).toMatchObject({ status: 'finished', done: 5, failed: 1 });
    expect(job.errors).toEqual([
      expect.objectContaining({
        question: 'label',
        error: expect.stringContaining("'invented' is not a valid label"),
      }),
    ]);
    // 6 records + the 429's and the 500's retries.
    expect(model.received).toHaveLength(8);
    // The re-run replaced the model's earlier suggestion of the record it answered badly: none is left there.
    const failedRecord = job.errors[0]?.record_id as string;
    expect((await suggestionsOf(server, fixture, failedRecord))['label']).toBeUndefined();
    // The record's history says so: the model's suggestion written by the first run, then removed by the re-run,
    // both for the admin who started the jobs.
    const history = await server.request<{
      items: { entity: string; action: string; user_id: string | null }[];
    }>('GET', `/api/v1/records/${failedRecord}/history`);
    const changes = history.body.items.filter((entry) => entry.entity === 'suggestion');
    // (Written by this test's first run, over the earlier test's if that ran: created or updated.)
    expect(['create', 'update']).toContain(changes.at(-2)?.action);
    expect(changes.slice(-2).map((entry) => entry.user_id)).toEqual([
      fixture.admin.user.id,
      fixture.admin.user.id,
    ]);
    expect(changes.at(-1)?.action).toBe('delete');
  });

  it('cancels a running job between records and resumes it where it stopped', async () => {
    // Two quick answers, then slow ones: the cancel comes while the third and fourth calls are under way.
    model.script({ fill: true, delayMs: 200 }, { fill: true, delayMs: 200 });
    for (let i = 0; i < 4; i += 1) model.script({ fill: true, delayMs: 5000 });
    const res = await start({
      questions: ['rating'],
      prompt: 'Rate: {{field.text}}',
      records: { query: { text: { q: 'Ada' } } },
    });
    const id = res.body.id as string;
    await vi.waitFor(async () => expect((await jobOf(id)).done).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
      interval: 50,
    });
    const canceled = await server.request('POST', `/api/v1/model-suggestions/jobs/${id}/cancel`, {
      as: fixture.admin,
    });
    expect(canceled.status).toBe(200);
    await vi.waitFor(async () => expect((await jobOf(id)).status).toBe('canceled'), {
      timeout: 5000,
      interval: 50,
    });
    const stopped = await jobOf(id);
    expect(stopped.done).toBeLessThan(6);
    expect(stopped.resumable).toBe(true);
    expect(stopped.reason).toMatch(/^Canceled after \d records; resume to continue$/);
    expect((await server.request('POST', `/api/v1/model-suggestions/jobs/${id}/cancel`)).status).toBe(409);

    // The records asked first, in the order the answers went out: the two quick ones were written.
    const askedFirst = model.received.map((r) => r.messages[1]?.content);
    // The slow answers left are dropped: the resumed job gets quick ones.
    model.clear();
    const resumed = await server.request('POST', `/api/v1/model-suggestions/jobs/${id}/resume`, {
      as: fixture.admin,
    });
    expect(resumed.status).toBe(202);
    await server.tasks.idle();
    const finished = await jobOf(resumed.body.id);
    expect(finished).toMatchObject({ status: 'finished', total: 6, failed: 0, resumable: false });
    // The resumed job starts from the canceled one's counts; a record whose call was abandoned is asked again.
    expect(finished.done).toBe(6);
    expect(model.received).toHaveLength(6 - stopped.done);
    // Not from scratch: the resume asks the records not done, and never one the canceled job wrote.
    const askedAgain = model.received.map((r) => r.messages[1]?.content);
    for (const written of askedFirst.slice(0, stopped.done)) expect(askedAgain).not.toContain(written);
    expect(new Set([...askedFirst.slice(0, stopped.done), ...askedAgain]).size).toBe(6);
    expect((await server.request('POST', `/api/v1/model-suggestions/jobs/${id}/resume`)).status).toBe(409);
    const list = await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/model-suggestions`);
    expect(list.body.items[0]).toMatchObject({ id: resumed.body.id, status: 'finished' });
  });

  it('never shows the key in an answer, a job or a log, even when the model service quotes it', async () => {
    const lines: string[] = [];
    const spies = (['log', 'warn', 'error', 'info'] as const).map((level) =>
      vi
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    try {
      const quoted = {
        status: 401,
        body: { error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error' } },
      };
      for (let i = 0; i < 12; i += 1) model.script(quoted);
      const dry = await start({ questions: ['label'], prompt: PROMPT, dry_run: true });
      expect(dry.status).toBe(200);
      expect(dry.body.items[0].error).toContain('Incorrect API key provided: ***');
      const res = await start({ questions: ['label'], prompt: PROMPT });
      await server.tasks.idle();
      const job = await jobOf(res.body.id);
      expect(job, JSON.stringify(model.received.length)).toMatchObject({ failed: 6 });
      const everything = JSON.stringify([
        dry.body,
        job,
        lines,
        (await server.request('GET', '/api/v1/model-suggestions/models')).body,
        (await server.request('GET', `/api/v1/jobs/${res.body.id}`)).body,
        (await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/model-suggestions`)).body,
        (await server.request('GET', '/api/v1/settings')).body,
        (await server.request('GET', '/api/v1/status')).body,
      ]);
      expect(everything).not.toContain(KEY);
      expect(everything).not.toContain('sk-other-77aa');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('lets owners and the workspace admins start, read and cancel, not annotators', async () => {
    const refused = await start({ questions: ['label'], prompt: PROMPT, dry_run: true }, fixture.annotator);
    expect(refused.status).toBe(403);
    const models = await server.request('GET', '/api/v1/model-suggestions/models', { as: fixture.annotator });
    expect(models.status).toBe(403);
    expect((await server.request('GET', '/api/v1/model-suggestions/jobs/nope')).status).toBe(404);
  });
});

describe('model suggestions without a model', () => {
  it('answers 503 saying how to configure one', async () => {
    const server = await createTestServer('sqlite');
    try {
      const fixture = await createAnnotationDataset(server);
      const res = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/model-suggestions`, {
        json: { questions: ['label'], prompt: 'x', dry_run: true },
      });
      expect(res.status).toBe(503);
      expect(res.body.detail).toContain('MARGINALIA_LLM_MODELS');
    } finally {
      await server.close();
    }
  }, 30_000);
});
