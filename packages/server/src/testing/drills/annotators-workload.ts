// The many-annotators drill over real HTTP: annotators with their own accounts sign in, take records from their
// pending queue as the web app does (`/me` search: no response by them, record not completed by the team) and
// submit them one by one (focus mode) or ten at a time (bulk mode). Shared by the drills' long forms
// (`drills/*.ts`) and their short forms in the test suite. Overlap is intended (`min_submitted` answers per
// record); answers beyond it, from annotators whose queue page was read before the record completed, are stored
// (the overlap model, contract §16). Only acknowledged answers count; any other status is an error.

/** Latency figures of one kind of request, in milliseconds (nearest-rank percentiles). */
export interface LatencyFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of durations. */
export function latencyFigures(values: readonly number[]): LatencyFigures {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]!;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

/** `p50 12 ms · p95 20 ms · p99 31 ms (n=200)`. */
export function formatLatency(figures: LatencyFigures): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return `p50 ${ms(figures.p50)} · p95 ${ms(figures.p95)} · p99 ${ms(figures.p99)} (max ${ms(figures.max)}, n=${figures.count})`;
}

/** A dataset ready for the drill and the annotators' bearer tokens. */
export interface AnnotationDrillSetup {
  datasetId: string;
  workspaceId: string;
  minSubmitted: number;
  recordIds: string[];
  annotators: { username: string; token: string }[];
}

/** An HTTP client of one server address, as the owner (API key) or a signed-in user (bearer). */
export function apiClient(baseUrl: string) {
  return async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- loosely typed JSON
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string>; apiKey?: string; token?: string } = {},
  ): Promise<{ status: number; body: T; ms: number }> {
    const headers: Record<string, string> = {};
    if (options.apiKey) headers['X-Argilla-Api-Key'] = options.apiKey;
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, ...(body ? { body } : {}) });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // A non-JSON body stays text (and is reported as an error by the caller).
    }
    return { status: response.status, body: parsed as T, ms };
  };
}

async function expectOk<T>(promise: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await promise;
  if (status < 200 || status > 299) throw new Error(`${what} → ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Through the API as the owner: a published dataset of `records` records (a label and a comment question) with
 * the distribution `minSubmitted`, and `annotators` annotator accounts, members of its workspace, each signed in
 * with its own password (`POST /token`).
 */
export async function prepareAnnotationDrill(
  baseUrl: string,
  options: { ownerApiKey: string; annotators: number; records: number; minSubmitted: number },
): Promise<AnnotationDrillSetup> {
  const call = apiClient(baseUrl);
  const asOwner = { apiKey: options.ownerApiKey };
  const tag = Math.random().toString(36).slice(2, 8);
  const workspace = await expectOk(
    call('POST', '/workspaces', { ...asOwner, json: { name: `drill-${tag}` } }),
    'workspace',
  );
  const dataset = await expectOk(
    call('POST', '/datasets', {
      ...asOwner,
      json: {
        name: `annotators-${tag}`,
        workspace_id: workspace.id,
        distribution: { strategy: 'overlap', min_submitted: options.minSubmitted },
      },
    }),
    'dataset',
  );
  const base = `/datasets/${dataset.id}`;
  await expectOk(
    call('POST', `${base}/fields`, {
      ...asOwner,
      json: { name: 'text', title: 'Text', required: true, settings: { type: 'text' } },
    }),
    'field',
  );
  await expectOk(
    call('POST', `${base}/questions`, {
      ...asOwner,
      json: {
        name: 'label',
        title: 'Label',
        required: true,
        settings: { type: 'label_selection', options: ['a', 'b', 'c'].map((v) => ({ value: v, text: v })) },
      },
    }),
    'label question',
  );
  await expectOk(
    call('POST', `${base}/questions`, {
      ...asOwner,
      json: { name: 'comment', title: 'Comment', required: false, settings: { type: 'text' } },
    }),
    'comment question',
  );
  await expectOk(call('PUT', `${base}/publish`, asOwner), 'publish');
  const recordIds: string[] = [];
  for (let from = 0; from < options.records; from += 500) {
    const items = Array.from({ length: Math.min(500, options.records - from) }, (_, i) => ({
      fields: { text: `Record ${from + i}: is this sentence about a cat, a dog or a bird?` },
      external_id: `drill-${from + i}`,
    }));
    const created = await expectOk(
      call('POST', `${base}/records/bulk`, { ...asOwner, json: { items } }),
      'records',
    );
    recordIds.push(...(created.items as { id: string }[]).map((r) => r.id));
  }
  const annotators: AnnotationDrillSetup['annotators'] = [];
  for (let i = 0; i < options.annotators; i += 1) {
    const username = `drill-${tag}-${i}`;
    const password = `drill-password-${i}`;
    const user = await expectOk(
      call('POST', '/users', {
        ...asOwner,
        json: { username, password, first_name: `Annotator ${i}`, role: 'annotator' },
      }),
      'user',
    );
    await expectOk(
      call('POST', `/workspaces/${workspace.id}/users`, { ...asOwner, json: { user_id: user.id } }),
      'membership',
    );
    const token = await expectOk(call('POST', '/token', { form: { username, password } }), 'sign-in');
    annotators.push({ username, token: token.access_token });
  }
  return {
    datasetId: dataset.id,
    workspaceId: workspace.id,
    minSubmitted: options.minSubmitted,
    recordIds,
    annotators,
  };
}

/** What the annotators did and how long it took. */
export interface AnnotatorsRun {
  seconds: number;
  search: LatencyFigures;
  submit: LatencyFigures;
  bulk: LatencyFigures;
  /** Every acknowledged single submit's duration (ms), in the order they were answered: runs pool them. */
  submitSamples: number[];
  /** Answers the server acknowledged (201, or a bulk item without error): response id → record and label. */
  acknowledged: Map<string, { recordId: string; label: string; at: number }>;
  /** Every request or bulk item not answered as expected (201, 200 without item error): `<what> → <status> <body>`. */
  errors: string[];
  /** Records whose answer was sent but whose outcome is unknown (the connection failed): stored or not. */
  uncertain: Set<string>;
}

const LABELS = ['a', 'b', 'c'];
const PENDING_QUEUE = {
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
    ],
  },
};

/**
 * Every annotator works for `seconds`: one bulk page (`bulkSize` records) every `bulkEvery` turns, otherwise one
 * record in focus mode, each after `thinkMs` of reading (half to one and a half times, at random).
 */
export async function runAnnotators(
  baseUrl: string,
  setup: AnnotationDrillSetup,
  options: { seconds: number; thinkMs: number; bulkEvery: number; bulkSize: number },
): Promise<AnnotatorsRun> {
  const call = apiClient(baseUrl);
  const latencies = { search: [] as number[], submit: [] as number[], bulk: [] as number[] };
  const acknowledged: AnnotatorsRun['acknowledged'] = new Map();
  const errors: string[] = [];
  const uncertain = new Set<string>();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const pause = () => new Promise((r) => setTimeout(r, options.thinkMs * (0.5 + Math.random())));
  const path = `/me/datasets/${setup.datasetId}/records/search?include=responses`;

  const annotate = async (token: string, turn: number, annotator: number, sending: Set<string>) => {
    // Staggered by annotator, so some annotators start in bulk mode and every mode runs even in a short drill.
    const bulk = options.bulkEvery > 0 && (turn + annotator) % options.bulkEvery === options.bulkEvery - 1;
    const limit = bulk ? options.bulkSize : 1;
    const search = await call('POST', `${path}&limit=${limit}`, { token, json: PENDING_QUEUE });
    if (search.status !== 200)
      return void errors.push(`search → ${search.status} ${JSON.stringify(search.body)}`);
    latencies.search.push(search.ms);
    const records = (search.body.items as { record: { id: string } }[]).map((i) => i.record.id);
    if (records.length === 0) return 'done';
    await pause();
    const answers = records.map((recordId, i) => ({ recordId, label: LABELS[(turn + i) % 3]! }));
    const values = (label: string) => ({ label: { value: label }, comment: { value: `turn ${turn}` } });
    for (const a of answers) sending.add(a.recordId);
    if (bulk) {
      const result = await call('POST', '/me/responses/bulk', {
        token,
        json: {
          items: answers.map((a) => ({
            record_id: a.recordId,
            status: 'submitted',
            values: values(a.label),
          })),
        },
      });
      if (result.status !== 200)
        return void errors.push(`bulk → ${result.status} ${JSON.stringify(result.body)}`);
      latencies.bulk.push(result.ms);
      const items = result.body.items as { item: { id: string } | null; error: { detail: string } | null }[];
      items.forEach((outcome, i) => {
        if (outcome.item) acknowledged.set(outcome.item.id, { ...answers[i]!, at: performance.now() });
        else errors.push(`bulk item → ${outcome.error?.detail}`);
      });
      return;
    }
    const answer = answers[0]!;
    const result = await call('POST', `/records/${answer.recordId}/responses`, {
      token,
      json: { status: 'submitted', values: values(answer.label) },
    });
    if (result.status !== 201) {
      // A 409 means the server holds an answer of this annotator the client never saw acknowledged: a request
      // whose connection was reset and that the HTTP client sent again.
      if (result.status === 409) uncertain.add(answer.recordId);
      return void errors.push(`submit → ${result.status} ${JSON.stringify(result.body)}`);
    }
    latencies.submit.push(result.ms);
    acknowledged.set(result.body.id, { ...answer, at: performance.now() });
  };

  await Promise.all(
    setup.annotators.map(async ({ token }, annotator) => {
      await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs));
      for (let turn = 0; performance.now() < deadline; turn += 1) {
        const sending = new Set<string>();
        try {
          if ((await annotate(token, turn, annotator, sending)) === 'done') break;
        } catch (error) {
          for (const recordId of sending) uncertain.add(recordId);
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          errors.push(
            `network → ${error instanceof Error ? error.message : String(error)}` +
              (cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''),
          );
        }
      }
    }),
  );
  return {
    seconds: (performance.now() - started) / 1000,
    search: latencyFigures(latencies.search),
    submit: latencyFigures(latencies.submit),
    bulk: latencyFigures(latencies.bulk),
    submitSamples: latencies.submit,
    acknowledged,
    errors,
    uncertain,
  };
}

/** The dataset as stored, read back through the admin search. */
export interface DistributionReport {
  /** Submitted responses stored: response id → record id and label. */
  stored: Map<string, { recordId: string; label: unknown }>;
  /** Records with more submitted responses than the distribution asks for (stored: the overlap model). */
  beyondMinSubmitted: number;
  completed: number;
  /** Records whose stored status disagrees with their submitted count. */
  wrongStatus: string[];
}

/** Reads every record with its responses (admin search, 1000 a page) and checks each record's status. */
export async function distributionReport(
  baseUrl: string,
  setup: AnnotationDrillSetup,
  ownerApiKey: string,
): Promise<DistributionReport> {
  const call = apiClient(baseUrl);
  const report: DistributionReport = {
    stored: new Map(),
    beyondMinSubmitted: 0,
    completed: 0,
    wrongStatus: [],
  };
  for (let offset = 0; offset < setup.recordIds.length; offset += 1000) {
    const page = await expectOk(
      call(
        'POST',
        `/datasets/${setup.datasetId}/records/search?include=responses&offset=${offset}&limit=1000`,
        {
          apiKey: ownerApiKey,
          json: { sort: [{ scope: { entity: 'record', property: 'id' }, order: 'asc' }] },
        },
      ),
      'admin search',
    );
    for (const { record } of page.items as {
      record: { id: string; status: string; responses: { id: string; status: string; values: any }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON
    }[]) {
      const submitted = record.responses.filter((r) => r.status === 'submitted');
      for (const r of submitted)
        report.stored.set(r.id, { recordId: record.id, label: r.values?.label?.value });
      if (submitted.length > setup.minSubmitted) report.beyondMinSubmitted += 1;
      const shouldBe = submitted.length >= setup.minSubmitted ? 'completed' : 'pending';
      if (record.status !== shouldBe) report.wrongStatus.push(record.id);
      if (record.status === 'completed') report.completed += 1;
    }
  }
  return report;
}

/** Acknowledged answers missing from the stored ones, or stored with another value. */
export function lostAnswers(run: AnnotatorsRun, stored: DistributionReport['stored']): string[] {
  const lost: string[] = [];
  for (const [id, answer] of run.acknowledged) {
    const found = stored.get(id);
    if (!found || found.recordId !== answer.recordId || found.label !== answer.label) lost.push(id);
  }
  return lost;
}

/** Stored answers nobody was told were saved (outside the records whose request failed on the network). */
export function unacknowledgedAnswers(run: AnnotatorsRun, stored: DistributionReport['stored']): string[] {
  return [...stored]
    .filter(([id, { recordId }]) => !run.acknowledged.has(id) && !run.uncertain.has(recordId))
    .map(([id]) => id);
}
