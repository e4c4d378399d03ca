import type { APIRequestContext } from '@playwright/test';
import type { WireDataset, WireRecord, WireWorkspace } from '@marginalia/core';
import { OWNER_API_KEY } from './api';

const PASSWORD = '12345678';

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers: { 'X-Argilla-Api-Key': OWNER_API_KEY }, data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A comments flow's data: a published dataset with records, an annotator and a reviewer of it. */
export interface CommentsDataset {
  dataset: WireDataset;
  records: WireRecord[];
  annotator: { id: string; username: string; password: string };
  reviewer: { id: string; username: string; password: string };
}

/**
 * A fresh dataset in the demo workspace (a text field `review`, a label question `sentiment`) with `texts` as its
 * records, and two new members of the workspace: an annotator and a reviewer named in the dataset's reviewers.
 */
export async function createCommentsDataset(request: APIRequestContext, prefix: string, texts: string[]): Promise<CommentsDataset> {
  const stamp = Date.now().toString(36);
  const { items } = await call<{ items: WireWorkspace[] }>(request, 'get', '/me/workspaces');
  const workspace = items.find((candidate) => candidate.name === 'demo')!;
  const dataset = await call<WireDataset>(request, 'post', '/datasets', { name: `${prefix}-${stamp}`, workspace_id: workspace.id });
  await call(request, 'post', `/datasets/${dataset.id}/fields`, { name: 'review', title: 'Review', required: true, settings: { type: 'text' } });
  const options = ['positive', 'negative'].map((value) => ({ value, text: value[0]!.toUpperCase() + value.slice(1) }));
  await call(request, 'post', `/datasets/${dataset.id}/questions`, {
    name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options },
  });
  await call(request, 'put', `/datasets/${dataset.id}/publish`);
  await call(request, 'post', `/datasets/${dataset.id}/records/bulk`, { items: texts.map((review) => ({ fields: { review } })) });
  const { items: records } = await call<{ items: WireRecord[] }>(request, 'get', `/datasets/${dataset.id}/records?limit=50`);
  records.sort((a, b) => texts.indexOf(String(a.fields.review)) - texts.indexOf(String(b.fields.review)));
  const member = async (name: string) => {
    const username = `${name}-${stamp}`;
    const user = await call<{ id: string }>(request, 'post', '/users', { username, password: PASSWORD, first_name: name, role: 'annotator' });
    await call(request, 'post', `/workspaces/${workspace.id}/users`, { user_id: user.id });
    return { id: user.id, username, password: PASSWORD };
  };
  const annotator = await member('ann');
  const reviewer = await member('rita');
  await call(request, 'put', `/datasets/${dataset.id}/reviewers`, { user_ids: [reviewer.id] });
  return { dataset, records, annotator, reviewer };
}
