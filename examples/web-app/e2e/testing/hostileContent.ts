import type { APIRequestContext, Page } from '@playwright/test';
import type { WireDataset, WireRecord, WireWorkspace } from '@marginalia/core';
import { megabytePayload, type XssPayload } from './xssCorpus';

const headers = { 'X-Argilla-Api-Key': 'owner.apikey' };

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers, data, timeout: 120_000 });
  if (!response.ok())
    throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/**
 * The places of one record where a payload goes: every field type, metadata, a suggestion, an answer and (on the
 * answered records) a comment, rendered from markdown in the comments panel.
 */
export const RECORD_PLACES = [
  'text',
  'markdown text',
  'HTML text',
  'table JSON text',
  'chat',
  'image URL',
  'custom template (raw and escaped)',
  'custom template (advanced mode)',
  'metadata',
  'suggestion',
  'answer',
  'comment',
] as const;

/** The places of the dataset: its name, guidelines, field titles, question titles, descriptions and options. */
export const DATASET_PLACES = ['dataset name', 'guidelines', 'field titles', 'question titles and descriptions', 'label options', 'metadata title'] as const;

/**
 * An image value the server accepts that still carries the payload: a data URL as it is, else in an http URL
 * (quotes and angle brackets kept, to try leaving the attribute; the server refuses whitespace in URLs).
 */
function imageValue(payload: XssPayload): string {
  if (/^data:image\//i.test(payload.text)) return payload.text;
  return `https://127.0.0.1:9/x.png?${payload.text.replace(/\s/g, '%20')}`.slice(0, 2000);
}

/** A comment body the server takes (1–10,000 characters, not only blanks) that still carries the payload. */
function commentBody(text: string): string {
  return (text.trim() === '' ? `blank ${text}` : text).slice(0, 10_000);
}

/** The advanced-mode template: a benign page writing the record's data as text (any probe call is a breakout). */
export const ADVANCED_TEMPLATE =
  '<div id="out"></div><script>document.getElementById("out").textContent = "advanced:" + record.fields.adv.x;</script>';

function recordOf(payload: XssPayload, questionId: string, megabyte: boolean) {
  const text = megabyte ? megabytePayload(payload) : payload.text;
  return {
    fields: {
      plain: text,
      md: text,
      html: `<p>${payload.text}</p>`,
      tbl: JSON.stringify({
        schema: { fields: [{ name: payload.text, type: 'string' }], primaryKey: [payload.text] },
        data: [{ [payload.text]: payload.text }],
      }),
      chat: [
        { role: 'user', content: payload.text.slice(0, 20000) },
        { role: payload.text.slice(0, 20), content: payload.text.slice(0, 20000) },
      ],
      img: imageValue(payload),
      card: { x: payload.text },
      adv: { x: payload.text },
    },
    metadata: { meta: payload.text.slice(0, 500) },
    external_id: `xss-${payload.id}${megabyte ? '-mb' : ''}`,
    suggestions: [{ question_id: questionId, value: payload.text, agent: 'xss-drill', type: 'model', score: 0.5 }],
  };
}

/**
 * A published dataset with the payloads in every place: one record per payload (plus, for each of the `megabyte`
 * payloads, a record whose text fields hold 1 MB of it). The first `answered` payloads' records are answered by
 * the owner as drafts holding the payload, with a comment of the owner holding it too (the draft list shows record,
 * suggestion, answer and comments together); the others stay pending, where bulk pages show many records at once.
 */
export async function createHostileDataset(
  request: APIRequestContext,
  payloads: XssPayload[],
  megabyte: XssPayload[],
  titlePayload: XssPayload,
  answered: number,
): Promise<WireDataset> {
  const { items } = await call<{ items: WireWorkspace[] }>(request, 'get', '/me/workspaces');
  const workspace = items.find((candidate) => candidate.name === 'demo')!;
  const title = titlePayload.text.slice(0, 150);
  const guidelines = [titlePayload, ...payloads, ...megabyte].map((payload) => payload.text).join('\n\n').slice(0, 10_000);
  const dataset = await call<WireDataset>(request, 'post', '/datasets', {
    name: `${title} ${Date.now().toString(36)}`,
    workspace_id: workspace.id,
    guidelines,
  });
  const id = dataset.id;
  const field = (name: string, settings: Record<string, unknown>) =>
    call(request, 'post', `/datasets/${id}/fields`, { name, title: `${name} ${title}`, required: name === 'plain', settings });
  await field('plain', { type: 'text', use_markdown: false, use_table: false });
  await field('md', { type: 'text', use_markdown: true, use_table: false });
  await field('html', { type: 'text', use_markdown: false, use_table: false });
  await field('tbl', { type: 'text', use_markdown: false, use_table: true });
  await field('chat', { type: 'chat', use_markdown: true });
  await field('img', { type: 'image' });
  await field('card', {
    type: 'custom',
    advanced_mode: false,
    template: `<h3>{{record.fields.card.x}}</h3><div>{{{record.fields.card.x}}}</div>${titlePayload.text}`,
  });
  await field('adv', { type: 'custom', advanced_mode: true, template: ADVANCED_TEMPLATE });
  const options = ['a', 'b'].map((value) => ({ value, text: `${value} ${title}`, description: title }));
  await call(request, 'post', `/datasets/${id}/questions`, {
    name: 'label',
    title: `Label ${title}`,
    description: titlePayload.text,
    required: true,
    settings: { type: 'label_selection', options },
  });
  const answer = await call<{ id: string }>(request, 'post', `/datasets/${id}/questions`, {
    name: 'answer',
    title: `Answer ${title}`,
    description: titlePayload.text,
    required: false,
    settings: { type: 'text', use_markdown: true },
  });
  await call(request, 'post', `/datasets/${id}/metadata-properties`, {
    name: 'meta',
    title: `Meta ${title}`,
    settings: { type: 'terms' },
    visible_for_annotators: true,
  });
  await call(request, 'put', `/datasets/${id}/publish`);
  const all = [
    ...payloads.map((payload) => recordOf(payload, answer.id, false)),
    ...megabyte.map((payload) => recordOf(payload, answer.id, true)),
  ];
  for (let start = 0; start < all.length; start += 100)
    await call(request, 'post', `/datasets/${id}/records/bulk`, { items: all.slice(start, start + 100) });

  const answers = new Map<string, string>(payloads.slice(0, answered).map((payload) => [`xss-${payload.id}`, payload.text] as const));
  for (let offset = 0; offset < all.length; offset += 200) {
    const page = await call<{ items: WireRecord[] }>(request, 'get', `/datasets/${id}/records?offset=${offset}&limit=200`);
    const items = page.items
      .filter((record) => answers.has(record.external_id ?? ''))
      .map((record) => ({
        record_id: record.id,
        status: 'draft',
        values: { label: { value: 'a' }, answer: { value: answers.get(record.external_id ?? '') } },
      }));
    if (items.length > 0) await call(request, 'post', '/me/responses/bulk', { items });
    for (const record of page.items.filter((candidate) => answers.has(candidate.external_id ?? ''))) {
      const body = commentBody(answers.get(record.external_id ?? '') ?? '');
      await call(request, 'post', `/records/${record.id}/comments`, { body });
    }
  }
  return call<WireDataset>(request, 'get', `/datasets/${id}`);
}

/** What the page hook saw: a trap called (an execution) or a blocked attempt (a policy violation). */
export interface HookEvent {
  kind: 'alert' | 'confirm' | 'prompt' | 'print' | 'probe' | 'fetch' | 'dialog' | 'csp';
  detail: string;
  frame: string;
}

/**
 * Installs the page hook before any of the app's scripts, in every frame: the dialogs and a `__mgXss` probe report
 * to the test through an exposed binding, the server's `/xss-probe/…` answers are recorded, native dialogs that
 * slip through are recorded and dismissed, and every Content-Security-Policy violation is kept.
 */
export async function installPageHook(page: Page): Promise<HookEvent[]> {
  const events: HookEvent[] = [];
  await page.exposeBinding('__mgXssReport', ({ frame }, kind: HookEvent['kind'], detail: string) => {
    events.push({ kind, detail: String(detail).slice(0, 400), frame: frame.url().slice(0, 120) });
  });
  await page.addInitScript(() => {
    const report = (kind: string, detail: unknown) => {
      const binding = (window as unknown as { __mgXssReport?: (k: string, d: string) => void }).__mgXssReport;
      binding?.(kind, String(detail));
    };
    const traps = window as unknown as Record<string, unknown>;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) traps[name] = (value: unknown) => report(name, value);
    traps['__mgXss'] = (value: unknown) => report('probe', value);
    // Where the attempt came from: the script that parsed the markup and the element, when it is in a document.
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : '';
        report('csp', `${event.effectiveDirective} ${event.blockedURI} ${event.sample} in ${event.sourceFile}:${event.lineNumber} ${target}`);
      },
      true,
    );
  });
  // A probe asks for the path `/xss-probe/<id>`; an image field's URL that merely holds a payload's text in its
  // query (`https://127.0.0.1:9/x.png?<img … fetch('/xss-probe/…')>`) is the field loading its image, not a run.
  await page.route((url) => url.pathname.startsWith('/xss-probe/'), async (route) => {
    events.push({ kind: 'fetch', detail: route.request().url(), frame: route.request().frame().url().slice(0, 120) });
    await route.fulfill({ status: 204 });
  });
  page.on('dialog', (dialog) => {
    events.push({ kind: 'dialog', detail: dialog.message(), frame: '' });
    void dialog.dismiss();
  });
  return events;
}

/** The executions among the hook's events (everything but blocked attempts). */
export const executions = (events: HookEvent[]) => events.filter((event) => event.kind !== 'csp');
