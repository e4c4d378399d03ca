// What must hold when several server processes share one database behind one address (drill 5): a token from one
// process works on every other, the failed-sign-in limit counts every process's failures, and what one process
// writes — dataset settings, vectors behind the similarity search — the next request sees on any other.
import { apiClient } from './annotators-workload';

/** The outcome of one check: what was seen, and whether it is right. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Signs in through the shared address, then calls `GET /me` on every process directly with that token.
 */
export async function checkSignInAcrossProcesses(
  sharedUrl: string,
  processUrls: string[],
): Promise<CheckResult> {
  const token = await apiClient(sharedUrl)('POST', '/token', {
    form: { username: 'owner', password: '12345678' },
  });
  const statuses: number[] = [];
  for (const url of processUrls) {
    for (let i = 0; i < 2; i += 1)
      statuses.push((await apiClient(url)('GET', '/me', { token: token.body.access_token })).status);
  }
  return {
    name: 'sign-in: a token from one process is accepted by every process',
    ok: token.status === 201 && statuses.every((s) => s === 200),
    detail: `POST /token ${token.status}; GET /me on ${processUrls.length} processes: ${statuses.join(' ')}`,
  };
}

/**
 * `attempts` failed sign-ins through the shared address (spread over the processes by the balancer), then the
 * right password on every process directly: each must answer 429, since together they saw `attempts` failures.
 */
export async function checkRateLimitAcrossProcesses(
  sharedUrl: string,
  processUrls: string[],
  attempts: number,
): Promise<CheckResult> {
  const username = `limited-${Math.random().toString(36).slice(2, 8)}`;
  const failures: number[] = [];
  for (let i = 0; i < attempts; i += 1)
    failures.push(
      (await apiClient(sharedUrl)('POST', '/token', { form: { username, password: 'wrong' } })).status,
    );
  const after: number[] = [];
  for (const url of processUrls)
    after.push((await apiClient(url)('POST', '/token', { form: { username, password: 'wrong' } })).status);
  return {
    name: `rate limit: ${attempts} failures spread over the processes block the next attempt on every one`,
    ok: failures.every((s) => s === 401) && after.every((s) => s === 429),
    detail: `${attempts} failures: ${[...new Set(failures)].join('/')}; then per process: ${after.join(' ')}`,
  };
}

/**
 * Writes through one process and reads through another at once: dataset guidelines, and a record's vector used
 * by the similarity search (whose matrix a process may keep in memory).
 */
export async function checkWritesSeenAcrossProcesses(
  processUrls: string[],
  ownerApiKey: string,
): Promise<CheckResult> {
  const [writer, reader] = [apiClient(processUrls[0]!), apiClient(processUrls[1 % processUrls.length]!)];
  const asOwner = { apiKey: ownerApiKey };
  const tag = Math.random().toString(36).slice(2, 8);
  const workspace = await writer('POST', '/workspaces', { ...asOwner, json: { name: `caches-${tag}` } });
  const dataset = await writer('POST', '/datasets', {
    ...asOwner,
    json: { name: `caches-${tag}`, workspace_id: workspace.body.id },
  });
  const base = `/datasets/${dataset.body.id}`;
  await writer('POST', `${base}/fields`, {
    ...asOwner,
    json: { name: 'text', title: 'Text', required: true, settings: { type: 'text' } },
  });
  await writer('POST', `${base}/questions`, {
    ...asOwner,
    json: { name: 'note', title: 'Note', required: true, settings: { type: 'text' } },
  });
  await writer('POST', `${base}/vectors-settings`, {
    ...asOwner,
    json: { name: 'embedding', title: 'Embedding', dimensions: 3 },
  });
  await writer('PUT', `${base}/publish`, asOwner);
  const axes = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  const created = await writer('POST', `${base}/records/bulk`, {
    ...asOwner,
    json: { items: axes.map((v, i) => ({ fields: { text: `axis ${i}` }, vectors: { embedding: v } })) },
  });
  const ids = (created.body.items as { id: string }[]).map((r) => r.id);
  const nearest = async () => {
    const found = await reader('POST', `/datasets/${dataset.body.id}/records/search?limit=1`, {
      ...asOwner,
      json: { query: { vector: { name: 'embedding', value: [0, 0.2, 1], order: 'most_similar' } } },
    });
    return (found.body.items as { record: { id: string } }[])[0]?.record.id;
  };
  const before = await nearest();
  // Another process turns the first record towards the query: the reader must rank it first right away.
  await writer('PATCH', `/records/${ids[0]}`, { ...asOwner, json: { vectors: { embedding: [0, 0.2, 1] } } });
  const after = await nearest();
  await writer('PATCH', base, { ...asOwner, json: { guidelines: `Guidelines ${tag}` } });
  const guidelines = (await reader('GET', base, asOwner)).body.guidelines;
  return {
    name: 'caches: a write through one process is seen by the next request on another',
    ok: before === ids[2] && after === ids[0] && guidelines === `Guidelines ${tag}`,
    detail:
      `nearest before ${before === ids[2] ? 'record 3' : before}, after the vector moved ` +
      `${after === ids[0] ? 'record 1' : after}; guidelines ${guidelines === `Guidelines ${tag}` ? 'updated' : 'stale'}`,
  };
}
