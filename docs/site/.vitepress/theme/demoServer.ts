/** The server the live examples run against: the demo server by default, or the one the reader names. */
export interface DemoServer {
  /** The server's address, without `/api`. */
  url: string;
  apiKey: string;
}

const STORAGE_KEY = 'marginalia-docs:server';

/** What `npm start` runs: the demo data and its owner's key (see Getting started). */
export const DEFAULT_SERVER: DemoServer = {
  url: import.meta.env.VITE_MARGINALIA_DEMO_SERVER ?? 'http://localhost:6900',
  apiKey: import.meta.env.VITE_MARGINALIA_DEMO_API_KEY ?? 'owner.apikey',
};

/** The reader's choice (kept in this site's storage), else the default. */
export function demoServer(): DemoServer {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<DemoServer> | null;
    if (saved?.url && saved.apiKey) return { url: saved.url.replace(/\/+$/, ''), apiKey: saved.apiKey };
  } catch {
    // no storage, or not ours: the default
  }
  return DEFAULT_SERVER;
}

/** Keeps the reader's server for every page's examples. */
export function saveDemoServer(server: DemoServer): void {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ url: server.url.replace(/\/+$/, ''), apiKey: server.apiKey }),
  );
}

/** The id of a dataset of the server by name, as the reader's key sees it. */
export async function datasetIdByName(server: DemoServer, name: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/v1/me/datasets`, {
    headers: { 'X-Argilla-Api-Key': server.apiKey },
  });
  if (!answer.ok) throw new Error(`${server.url} answered ${answer.status} to the key`);
  const { items } = (await answer.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${server.url} has no dataset “${name}” for this key (the demo data has it)`);
  return found.id;
}

/** The id of the first record of the demo dataset `name` on the reader's server (the record-history example). */
export async function firstRecordIdByName(server: DemoServer, name: string): Promise<string> {
  const datasetId = await datasetIdByName(server, name);
  const answer = await fetch(`${server.url}/api/v1/datasets/${datasetId}/records?limit=1`, {
    headers: { 'X-Argilla-Api-Key': server.apiKey },
  });
  if (!answer.ok) throw new Error(`${server.url} answered ${answer.status} to the records of “${name}”`);
  const { items } = (await answer.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error(`${server.url} has no record in “${name}”`);
  return items[0].id;
}
