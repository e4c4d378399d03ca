import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WireDataset, WireRecord, WireToken, WireWorkspace } from '@marginalia/core';
import { API_URL } from '../../../../tooling/e2ePorts';

// The data of the visual suite beyond the demo seed, made one request after another before any worker starts
// (the server's ids come from a seeded generator, so the same order gives the same ids): a dataset in review with
// three annotators who disagree, under fixed names. Then the owner signs in once; the token (the same on every
// run: fixed secret, clock standing still) goes to a file the screens read.

const OWNER_KEY = { 'X-Argilla-Api-Key': 'owner.apikey' };
const PASSWORD = '12345678';
export const REVIEW_DATASET = 'visual-review';

async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
  headers: Record<string, string> = OWNER_KEY,
): Promise<T> {
  const response = await api[method](`/api/v1${path}`, { headers, data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function token(api: APIRequestContext, username: string): Promise<string> {
  const response = await api.post('/api/v1/token', { form: { username, password: PASSWORD } });
  if (response.status() !== 201) throw new Error(`sign-in of ${username}: ${response.status()}`);
  return ((await response.json()) as WireToken).access_token;
}

async function createReviewDataset(api: APIRequestContext): Promise<void> {
  const { items } = await call<{ items: WireWorkspace[] }>(api, 'get', '/me/workspaces');
  const workspace = items.find((candidate) => candidate.name === 'demo')!;
  const dataset = await call<WireDataset>(api, 'post', '/datasets', {
    name: REVIEW_DATASET,
    workspace_id: workspace.id,
    distribution: { strategy: 'overlap', min_submitted: 3 },
  });
  await call(api, 'post', `/datasets/${dataset.id}/fields`, {
    name: 'review',
    title: 'Review',
    required: true,
    settings: { type: 'text' },
  });
  const options = ['positive', 'negative', 'neutral'].map((value) => ({ value, text: value[0]!.toUpperCase() + value.slice(1) }));
  await call(api, 'post', `/datasets/${dataset.id}/questions`, {
    name: 'sentiment',
    title: 'Sentiment',
    required: true,
    settings: { type: 'label_selection', options },
  });
  await call(api, 'put', `/datasets/${dataset.id}/publish`);
  const texts = [
    'The plot was fine, I guess, but the ending dragged on for far too long.',
    'A warm, funny film that my whole family enjoyed on a rainy Sunday.',
  ];
  await call(api, 'post', `/datasets/${dataset.id}/records/bulk`, { items: texts.map((review) => ({ fields: { review } })) });
  const { items: records } = await call<{ items: WireRecord[] }>(api, 'get', `/datasets/${dataset.id}/records?limit=50`);
  records.sort((a, b) => texts.indexOf(String(a.fields.review)) - texts.indexOf(String(b.fields.review)));
  const answers: Record<string, string[]> = {
    ann: ['positive', 'positive'],
    bob: ['negative', 'negative'],
    cat: ['positive', 'neutral'],
  };
  for (const [name, values] of Object.entries(answers)) {
    const username = `visual-${name}`;
    const user = await call<{ id: string }>(api, 'post', '/users', { username, password: PASSWORD, first_name: name, role: 'annotator' });
    await call(api, 'post', `/workspaces/${workspace.id}/users`, { user_id: user.id });
    const bearer = { Authorization: `Bearer ${await token(api, username)}` };
    for (const [index, record] of records.entries()) {
      await call(api, 'post', `/records/${record.id}/responses`, { status: 'submitted', values: { sentiment: { value: values[index] } } }, bearer);
    }
  }
}

export default async function globalSetup(): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: API_URL });
  try {
    await createReviewDataset(api);
    const owner = await token(api, 'owner');
    writeFileSync(join(process.env.MARGINALIA_E2E_DIR!, 'visual-owner-token'), owner);
  } finally {
    await api.dispose();
  }
}
