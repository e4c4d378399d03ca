import { Hono, type Context } from 'hono';
import { findDataset } from '../catalog/catalog';
import { baseUrl, type StandInContext } from '../StandInContext';
import { repoNotFound } from './hubRoutes';
import type { CommitOperation } from './RepoStore';
import { STAND_IN_USER, tokenRole } from './standInTokens';

const INVALID_TOKEN = { error: 'Invalid credentials in Authorization header' };

/** Files at least this large always go through LFS, as on the hub. */
const LFS_THRESHOLD = 10 * 1024 * 1024;

/** 401 for an unknown token, 403 for a read-only one; null when the caller may write. */
function refuseUnlessWriter(c: Context, action: string): Response | null {
  const role = tokenRole(c.req.header('Authorization'));
  if (!role) return c.json(INVALID_TOKEN, 401);
  if (role !== 'write')
    return c.json({ error: `You don't have the rights to ${action}: your token is read-only` }, 403);
  return null;
}

function looksBinary(sampleBase64: string): boolean {
  return Buffer.from(sampleBase64, 'base64').includes(0);
}

type CommitLine =
  | { key: 'header'; value: { summary?: string } }
  | { key: 'file'; value: { path: string; content: string; encoding?: string } }
  | { key: 'lfsFile'; value: { path: string; oid: string; size: number } }
  | { key: 'deletedFile'; value: { path: string } };

/** What `POST /api/repos/create` sends. */
interface CreateRepoBody {
  name?: string;
  organization?: string;
  type?: string;
  private?: boolean;
  visibility?: string;
}

async function createRepo(c: Context, context: StandInContext, namespaces: Set<string>): Promise<Response> {
  const refused = refuseUnlessWriter(c, 'create a repository');
  if (refused) return refused;
  const body = (await c.req.json().catch(() => null)) as CreateRepoBody | null;
  if (!body?.name || !/^[\w.-]+$/.test(body.name)) return c.json({ error: 'Invalid repository name' }, 400);
  const namespace = body.organization ?? STAND_IN_USER;
  const type = (body.type ?? 'model') as 'dataset' | 'model' | 'space';
  if (!namespaces.has(namespace)) {
    return c.json(
      { error: `You don't have the rights to create a ${type} under the namespace "${namespace}"` },
      403,
    );
  }
  const id = `${namespace}/${body.name}`;
  const url = `${baseUrl(c)}/${type === 'model' ? '' : `${type}s/`}${id}`;
  const isPrivate = body.visibility ? body.visibility === 'private' : Boolean(body.private);
  if (findDataset(id) || !context.repos.create(id, type, isPrivate)) {
    return c.json({ error: `You already created this ${type} repo`, url }, 409);
  }
  return c.json({
    url,
    name: id,
    id: `65f1${Buffer.from(id).toString('hex').padEnd(20, '0').slice(0, 20)}`,
  });
}

async function preupload(c: Context, context: StandInContext): Promise<Response> {
  const refused = refuseUnlessWriter(c, 'push to this repository');
  if (refused) return refused;
  const repo = context.repos.get(`${c.req.param('owner')}/${c.req.param('name')}`);
  if (!repo) return repoNotFound(c);
  const body = (await c.req.json().catch(() => null)) as {
    files?: { path: string; size: number; sample: string }[];
  } | null;
  if (!Array.isArray(body?.files)) return c.json({ error: 'files is required' }, 400);
  return c.json({
    files: body.files.map((file) => ({
      path: file.path,
      uploadMode: file.size >= LFS_THRESHOLD || looksBinary(file.sample ?? '') ? 'lfs' : 'regular',
      shouldIgnore: false,
    })),
    commitOid: repo.commits.at(-1)?.oid ?? null,
  });
}

async function lfsBatch(c: Context, context: StandInContext): Promise<Response> {
  const refused = refuseUnlessWriter(c, 'push to this repository');
  if (refused) return refused;
  const repo = context.repos.get(`${c.req.param('owner')}/${c.req.param('repoGit')!.replace(/\.git$/, '')}`);
  if (!repo) return repoNotFound(c);
  const body = (await c.req.json().catch(() => null)) as {
    objects?: { oid: string; size: number }[];
  } | null;
  if (!Array.isArray(body?.objects)) return c.json({ message: 'objects is required' }, 422);
  const base = baseUrl(c);
  c.header('Content-Type', 'application/vnd.git-lfs+json');
  return c.body(
    JSON.stringify({
      transfer: 'basic',
      objects: body.objects.map((object) => ({
        oid: object.oid,
        size: object.size,
        authenticated: true,
        ...(context.repos.hasLfsObject(object.oid)
          ? {}
          : { actions: { upload: { href: `${base}/_stand-in/lfs/${object.oid}`, expires_in: 86400 } } }),
      })),
    }),
  );
}

/** Stands for the storage URL the LFS batch hands out. */
async function putLfsObject(c: Context, context: StandInContext): Promise<Response> {
  const content = new Uint8Array(await c.req.arrayBuffer());
  if (!context.repos.putLfsObject(c.req.param('oid')!, content)) {
    return c.json({ error: 'The uploaded content does not match its sha256' }, 400);
  }
  return c.body(null, 200, { ETag: `"${c.req.param('oid')}"` });
}

/** The operations of a commit's NDJSON lines (its header left out). */
function commitOperations(lines: readonly CommitLine[]): CommitOperation[] {
  return lines.flatMap((line): CommitOperation[] => {
    if (line.key === 'file') {
      return [
        {
          kind: 'file',
          path: line.value.path,
          content: new Uint8Array(Buffer.from(line.value.content, 'base64')),
        },
      ];
    }
    if (line.key === 'lfsFile') return [{ kind: 'lfsFile', path: line.value.path, oid: line.value.oid }];
    if (line.key === 'deletedFile') return [{ kind: 'deletedFile', path: line.value.path }];
    return [];
  });
}

async function commit(c: Context, context: StandInContext): Promise<Response> {
  const refused = refuseUnlessWriter(c, 'push to this repository');
  if (refused) return refused;
  const repo = context.repos.get(`${c.req.param('owner')}/${c.req.param('name')}`);
  if (!repo) return repoNotFound(c);
  let lines: CommitLine[];
  try {
    lines = (await c.req.text())
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as CommitLine);
  } catch {
    return c.json({ error: 'The commit body must be NDJSON' }, 400);
  }
  const title = lines.find((l) => l.key === 'header')?.value as { summary?: string } | undefined;
  try {
    const oid = context.repos.commit(repo, title?.summary ?? 'Upload files', commitOperations(lines));
    return c.json({
      success: true,
      commitOid: oid,
      commitUrl: `${baseUrl(c)}/datasets/${repo.id}/commit/${oid}`,
      hookOutput: '',
    });
  } catch (error) {
    return c.json({ error: (error as Error).message }, 422);
  }
}

/**
 * The hub's write API as `@huggingface/hub`'s `createRepo` and `uploadFiles` call it: repository creation,
 * preupload (which files go through LFS), the LFS batch API with `basic` transfers, the upload itself and the
 * NDJSON commit.
 */
export function uploadRoutes(context: StandInContext): Hono {
  const routes = new Hono();
  const namespaces = new Set([STAND_IN_USER, context.organisation]);
  routes.post('/api/repos/create', (c) => createRepo(c, context, namespaces));
  routes.post('/api/datasets/:owner/:name/preupload/:revision', (c) => preupload(c, context));
  routes.post('/datasets/:owner/:repoGit/info/lfs/objects/batch', (c) => lfsBatch(c, context));
  routes.put('/_stand-in/lfs/:oid', (c) => putLfsObject(c, context));
  routes.post('/api/datasets/:owner/:name/commit/:revision', (c) => commit(c, context));
  return routes;
}
