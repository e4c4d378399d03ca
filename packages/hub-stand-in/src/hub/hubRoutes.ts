import { Hono, type Context } from 'hono';
import { findDataset } from '../catalog/catalog';
import type { StandInDataset } from '../catalog/StandInDataset';
import { baseUrl, PARQUET_REVISION, parquetPath, splitFile, type StandInContext } from '../StandInContext';
import { diskSource, fileResponse, memorySource, type FileSource } from './fileResponse';
import type { UploadedRepo } from './RepoStore';
import { STAND_IN_USER, tokenRole, whoamiBody } from './standInTokens';

const REPO_NOT_FOUND = { error: 'Repository not found' };

/** 401 with the hub's `RepoNotFound` code: the hub answers the same for a missing and a hidden private repo. */
export function repoNotFound(c: Context): Response {
  c.header('X-Error-Code', 'RepoNotFound');
  return c.json(REPO_NOT_FOUND, 401);
}

/** A catalog dataset or an uploaded repository the caller may see. */
type VisibleRepo = { kind: 'catalog'; dataset: StandInDataset } | { kind: 'uploaded'; repo: UploadedRepo };

export function visibleRepo(context: StandInContext, c: Context, id: string): VisibleRepo | undefined {
  const hasToken = tokenRole(c.req.header('Authorization')) !== null;
  const dataset = findDataset(id);
  if (dataset) return dataset.private && !hasToken ? undefined : { kind: 'catalog', dataset };
  const repo = context.repos.get(id);
  if (repo && repo.type === 'dataset')
    return repo.private && !hasToken ? undefined : { kind: 'uploaded', repo };
  return undefined;
}

/** Files of a repository at a revision: a catalog dataset has its card and one parquet file per split. */
function repoFiles(context: StandInContext, found: VisibleRepo): Map<string, () => FileSource> {
  const files = new Map<string, () => FileSource>();
  if (found.kind === 'uploaded') {
    for (const [path, file] of found.repo.files)
      files.set(path, () => memorySource(file.content, file.sha256));
    return files;
  }
  const { dataset } = found;
  const card = new TextEncoder().encode(
    `---\nlicense: other\n---\n# ${dataset.id}\n\n${dataset.description}\n`,
  );
  files.set('README.md', () => memorySource(card, 'readme'));
  for (const config of dataset.configs) {
    for (const split of config.splits) {
      files.set(parquetPath(config.name, split.name), () => {
        const file = splitFile(context, dataset, config.name, split.name)!;
        return diskSource(file.path, file.size, file.sha256);
      });
    }
  }
  return files;
}

function datasetInfoBody(context: StandInContext, found: VisibleRepo): Record<string, unknown> {
  const id = found.kind === 'catalog' ? found.dataset.id : found.repo.id;
  const [author] = id.split('/');
  const siblings = [...repoFiles(context, found).keys()].map((rfilename) => ({ rfilename }));
  const isPrivate = found.kind === 'catalog' ? Boolean(found.dataset.private) : found.repo.private;
  const tags = found.kind === 'catalog' ? (found.dataset.tags ?? []) : ['argilla'];
  return {
    _id: `65f0${Buffer.from(id).toString('hex').padEnd(20, '0').slice(0, 20)}`,
    id,
    author,
    sha: 'c0ffee0000000000000000000000000000000000',
    lastModified: '2024-01-01T00:00:00.000Z',
    createdAt: found.kind === 'uploaded' ? found.repo.createdAt : '2023-06-01T00:00:00.000Z',
    private: isPrivate,
    gated: false,
    disabled: false,
    downloads: 1000,
    likes: 10,
    tags,
    description: found.kind === 'catalog' ? found.dataset.description : '',
    cardData: { tags },
    siblings,
  };
}

/**
 * The hub's read API: `whoami-v2`, dataset info, the parquet listing of the conversion, the file tree and
 * `resolve` downloads (with ranges).
 */
export function hubRoutes(context: StandInContext): Hono {
  const routes = new Hono();

  routes.get('/api/whoami-v2', (c) => {
    const role = tokenRole(c.req.header('Authorization'));
    if (!role) return c.json({ error: 'Invalid credentials in Authorization header' }, 401);
    return c.json(whoamiBody(role, context.organisation));
  });

  const info = (c: Context) => {
    const found = visibleRepo(context, c, `${c.req.param('owner')}/${c.req.param('name')}`);
    return found ? c.json(datasetInfoBody(context, found)) : repoNotFound(c);
  };
  routes.get('/api/datasets/:owner/:name', info);
  routes.get('/api/datasets/:owner/:name/revision/:revision', info);

  // The hub's own listing of the parquet conversion: config → split → file URLs.
  routes.get('/api/datasets/:owner/:name/parquet/:config?/:split?', (c) => {
    const found = visibleRepo(context, c, `${c.req.param('owner')}/${c.req.param('name')}`);
    if (!found || found.kind !== 'catalog') return repoNotFound(c);
    const { dataset } = found;
    const base = `${baseUrl(c)}/api/datasets/${dataset.id}/parquet`;
    const listing = Object.fromEntries(
      dataset.configs.map((config) => [
        config.name,
        Object.fromEntries(
          config.splits.map((s) => [s.name, [`${base}/${config.name}/${s.name}/0.parquet`]]),
        ),
      ]),
    );
    const config = c.req.param('config');
    const split = c.req.param('split');
    if (!config) return c.json(listing);
    const splits = listing[config];
    if (!splits) return c.json({ error: 'Not found' }, 404);
    if (!split) return c.json(splits);
    return splits[split] ? c.json(splits[split]) : c.json({ error: 'Not found' }, 404);
  });
  routes.get('/api/datasets/:owner/:name/parquet/:config/:split/:file{[0-9]+\\.parquet}', (c) => {
    const id = `${c.req.param('owner')}/${c.req.param('name')}`;
    if (!visibleRepo(context, c, id)) return repoNotFound(c);
    const target = `${baseUrl(c)}/datasets/${id}/resolve/${encodeURIComponent(PARQUET_REVISION)}/${parquetPath(c.req.param('config'), c.req.param('split'))}`;
    return c.redirect(target, 302);
  });

  routes.get('/api/datasets/:owner/:name/tree/:revision/*', (c) => tree(context, c));
  routes.get('/api/datasets/:owner/:name/tree/:revision', (c) => tree(context, c));

  routes.on(['GET', 'HEAD'], '/datasets/:owner/:name/resolve/*', (c) => {
    const found = visibleRepo(context, c, `${c.req.param('owner')}/${c.req.param('name')}`);
    if (!found) return repoNotFound(c);
    // The revision may hold an encoded slash (`refs%2Fconvert%2Fparquet`), so split the raw path ourselves.
    const rest = new URL(c.req.url).pathname.split('/resolve/')[1] ?? '';
    const [, ...pathParts] = rest.split('/');
    const path = decodeURIComponent(pathParts.join('/'));
    const source = repoFiles(context, found).get(path);
    if (!source) {
      c.header('X-Error-Code', 'EntryNotFound');
      return c.json({ error: 'Entry not found' }, 404);
    }
    // On Node the raw socket is at hand: destroying it is what a dropped connection looks like to the client.
    const socket = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket;
    return fileResponse(c.req.raw, source(), found.kind === 'catalog' ? found.dataset.fault : undefined, () =>
      socket?.destroy(),
    );
  });

  return routes;
}

function tree(context: StandInContext, c: Context): Response {
  const found = visibleRepo(context, c, `${c.req.param('owner')}/${c.req.param('name')}`);
  if (!found) return repoNotFound(c);
  const prefix = (c.req.path.split(`/tree/${c.req.param('revision')}`)[1] ?? '').replace(/^\//, '');
  const entries = [...repoFiles(context, found).entries()]
    .filter(([path]) => prefix === '' || path === prefix || path.startsWith(`${prefix}/`))
    .map(([path, source]) => {
      const file = source();
      return {
        type: 'file',
        oid: file.sha256.slice(0, 40),
        size: file.size,
        path,
        lfs: { oid: file.sha256, size: file.size, pointerSize: 134 },
      };
    });
  return c.json(entries);
}

export { STAND_IN_USER };
