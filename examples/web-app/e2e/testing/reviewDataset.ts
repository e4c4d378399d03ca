import type { APIRequestContext } from '@playwright/test';
import type { WireDataset, WireRecord, WireWorkspace } from '@marginalia/core';
import { OWNER_API_KEY } from './api';

const PASSWORD = '12345678';

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown, headers: Record<string, string> = { 'X-Argilla-Api-Key': OWNER_API_KEY }): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers, data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A review flow's data: a published dataset needing 3 submitted answers, its records and three fresh annotators. */
export interface ReviewDataset {
  dataset: WireDataset;
  records: WireRecord[];
  annotators: { id: string; username: string; password: string; token: string }[];
}

/**
 * A fresh dataset in the demo workspace (a text field `review`, a required label question `sentiment`) with
 * `min_submitted: 3`, and three new annotators of the workspace who each submit `answers[i][record]` for every record.
 */
export async function createReviewDataset(request: APIRequestContext, prefix: string, answers: string[][]): Promise<ReviewDataset> {
  const stamp = Date.now().toString(36);
  const { items } = await call<{ items: WireWorkspace[] }>(request, 'get', '/me/workspaces');
  const workspace = items.find((candidate) => candidate.name === 'demo')!;
  const dataset = await call<WireDataset>(request, 'post', '/datasets', {
    name: `${prefix}-${stamp}`,
    workspace_id: workspace.id,
    distribution: { strategy: 'overlap', min_submitted: 3 },
  });
  await call(request, 'post', `/datasets/${dataset.id}/fields`, { name: 'review', title: 'Review', required: true, settings: { type: 'text' } });
  const options = ['positive', 'negative', 'neutral'].map((value) => ({ value, text: value[0]!.toUpperCase() + value.slice(1) }));
  await call(request, 'post', `/datasets/${dataset.id}/questions`, {
    name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options },
  });
  await call(request, 'put', `/datasets/${dataset.id}/publish`);
  const texts = answers[0]!.map((_, index) => `Review ${index + 1} of ${stamp}: the plot was fine, I guess.`);
  await call(request, 'post', `/datasets/${dataset.id}/records/bulk`, { items: texts.map((review) => ({ fields: { review } })) });
  const { items: records } = await call<{ items: WireRecord[] }>(request, 'get', `/datasets/${dataset.id}/records?limit=50`);
  records.sort((a, b) => texts.indexOf(String(a.fields.review)) - texts.indexOf(String(b.fields.review)));
  const annotators = [];
  for (const [index, name] of ['ann', 'bob', 'cat'].entries()) {
    const username = `${name}-${stamp}`;
    const user = await call<{ id: string }>(request, 'post', '/users', { username, password: PASSWORD, first_name: name, role: 'annotator' });
    await call(request, 'post', `/workspaces/${workspace.id}/users`, { user_id: user.id });
    const token = await request.post('/api/v1/token', { form: { username, password: PASSWORD } });
    const { access_token } = (await token.json()) as { access_token: string };
    for (const [recordIndex, record] of records.entries()) {
      await call(request, 'post', `/records/${record.id}/responses`, {
        status: 'submitted', values: { sentiment: { value: answers[index]![recordIndex] } },
      }, { Authorization: `Bearer ${access_token}` });
    }
    annotators.push({ id: user.id, username, password: PASSWORD, token: access_token });
  }
  return { dataset, records, annotators };
}
