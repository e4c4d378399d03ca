import { paperPdf } from '../paper-pdf';
import type { TestServer, TestUser } from '../test-server';

/**
 * The seven callers of the authorization matrix. `annotatorReviewer` is an annotator member named reviewer of the
 * published dataset (docs/review-and-agreement.md): everywhere else it may do what `annotatorMember` may.
 */
export const ACTORS = [
  'anonymous',
  'annotatorOutsider',
  'annotatorMember',
  'annotatorReviewer',
  'adminMember',
  'adminOutsider',
  'owner',
] as const;
export type Actor = (typeof ACTORS)[number];

/** Everything the matrix's requests point at, built once by the owner. */
export interface AuthorizationWorld {
  server: TestServer;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /** An annotator member who authored `responseId`. */
  author: TestUser;
  workspaceId: string;
  /** The workspace's name: its file bucket. */
  workspaceName: string;
  /** A schema file (`schemas/<schemaName>`) stored in the workspace's bucket. */
  schemaName: string;
  /** A published dataset with records, suggestions, vectors and responses. */
  datasetId: string;
  /** A draft dataset that takes new fields and questions. */
  draftDatasetId: string;
  fieldId: string;
  questionId: string;
  visiblePropertyId: string;
  hiddenPropertyId: string;
  vectorSettingsId: string;
  recordId: string;
  responseId: string;
  /**
   * A document of the workspace with a PDF (so with segments): its id, pmid, extraction reference, and its `url`
   * as the owner read it (the PDF's path with a signed link).
   */
  document: { id: string; pmid: string; reference: string; url: string };
  /** Makes fresh resources for destructive requests (each case gets its own). */
  fresh: FreshResources;
}

/** Factories of throwaway resources, created by the owner. */
export interface FreshResources {
  name(prefix: string): string;
  user(): Promise<string>;
  member(): Promise<string>;
  workspace(): Promise<string>;
  draftDataset(withSettings?: boolean): Promise<string>;
  /** A published dataset with a record that the author has answered. */
  publishedDatasetWithResponse(): Promise<string>;
  field(): Promise<string>;
  question(): Promise<string>;
  metadataProperty(): Promise<string>;
  vectorSettings(): Promise<string>;
  record(): Promise<string>;
  suggestion(): Promise<string>;
  response(): Promise<string>;
  /** Stores a schema file in the workspace's bucket and answers its name. */
  schemaFile(): Promise<string>;
  /** A document (without PDF) in the workspace; answers its id. */
  document(): Promise<string>;
}

let counter = 0;

async function created(
  server: TestServer,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ id: string }> {
  const res = await server.request(method, path, json === undefined ? {} : { json });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`setup ${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

const LABEL = {
  name: 'label',
  title: 'Label',
  required: true,
  settings: {
    type: 'label_selection',
    options: [
      { value: 'a', text: 'A' },
      { value: 'b', text: 'B' },
    ],
  },
};

/** Builds the world: one workspace with members, a published and a draft dataset, and outsiders. */
export async function buildAuthorizationWorld(server: TestServer): Promise<AuthorizationWorld> {
  const name = (prefix: string) => `${prefix}-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  const workspaceName = name('ws');
  const workspaceId = (await created(server, 'POST', '/api/v1/workspaces', { name: workspaceName })).id;
  const otherWorkspaceId = (await created(server, 'POST', '/api/v1/workspaces', { name: name('other') })).id;
  const users = {
    annotatorOutsider: await server.createUser('annotator', [otherWorkspaceId]),
    annotatorMember: await server.createUser('annotator', [workspaceId]),
    annotatorReviewer: await server.createUser('annotator', [workspaceId]),
    adminMember: await server.createUser('admin', [workspaceId]),
    adminOutsider: await server.createUser('admin', [otherWorkspaceId]),
    owner: server.owner,
  };
  const author = await server.createUser('annotator', [workspaceId]);

  const dataset = async (publish: boolean): Promise<string> => {
    const id = (
      await created(server, 'POST', '/api/v1/datasets', { name: name('ds'), workspace_id: workspaceId })
    ).id;
    if (publish) {
      await created(server, 'POST', `/api/v1/datasets/${id}/fields`, {
        name: 'text',
        title: 'Text',
        required: true,
        settings: { type: 'text' },
      });
      await created(server, 'POST', `/api/v1/datasets/${id}/questions`, LABEL);
    }
    return id;
  };
  const datasetId = await dataset(true);
  const base = `/api/v1/datasets/${datasetId}`;
  await created(server, 'PUT', `${base}/reviewers`, { user_ids: [users.annotatorReviewer.user.id] });
  const fields = await server.request('GET', `${base}/fields`);
  const questions = await server.request('GET', `${base}/questions`);
  const visiblePropertyId = (
    await created(server, 'POST', `${base}/metadata-properties`, {
      name: 'visible',
      title: 'Visible',
      settings: { type: 'terms', values: ['x', 'y'] },
    })
  ).id;
  const hiddenPropertyId = (
    await created(server, 'POST', `${base}/metadata-properties`, {
      name: 'hidden',
      title: 'Hidden',
      settings: { type: 'integer' },
      visible_for_annotators: false,
    })
  ).id;
  const vectorSettingsId = (
    await created(server, 'POST', `${base}/vectors-settings`, { name: 'v', title: 'V', dimensions: 2 })
  ).id;
  await created(server, 'PUT', `${base}/publish`);
  const questionId = (questions.body.items[0] as { id: string }).id;
  const record = async (): Promise<string> => {
    const res = await server.request('POST', `${base}/records/bulk`, {
      json: {
        items: [
          {
            fields: { text: 'A record to act on' },
            metadata: { visible: 'x', hidden: 3 },
            vectors: { v: [1, 0] },
            suggestions: [{ question_id: questionId, value: 'a', agent: 'model-1' }],
          },
        ],
      },
    });
    if (res.status !== 201) throw new Error(`setup record failed: ${JSON.stringify(res.body)}`);
    return res.body.items[0].id as string;
  };
  const recordId = await record();
  const response = async (): Promise<string> => {
    const res = await server.request('POST', `/api/v1/records/${await record()}/responses`, {
      json: { status: 'submitted', values: { label: { value: 'a' } } },
      as: author,
    });
    if (res.status !== 201) throw new Error(`setup response failed: ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  const draftDatasetId = await dataset(false);

  const fresh: FreshResources = {
    name,
    user: async () => (await server.createUser('annotator')).user.id,
    member: async () => (await server.createUser('annotator', [workspaceId])).user.id,
    workspace: async () => {
      const id = (await created(server, 'POST', '/api/v1/workspaces', { name: name('gone') })).id;
      await created(server, 'POST', `/api/v1/workspaces/${id}/users`, { user_id: users.adminMember.user.id });
      return id;
    },
    draftDataset: async (withSettings = false) => dataset(withSettings),
    publishedDatasetWithResponse: async () => {
      const id = await dataset(true);
      await created(server, 'PUT', `/api/v1/datasets/${id}/publish`);
      const records = await server.request('POST', `/api/v1/datasets/${id}/records/bulk`, {
        json: { items: [{ fields: { text: 'Answered' } }] },
      });
      const answered = await server.request('POST', `/api/v1/records/${records.body.items[0].id}/responses`, {
        json: { status: 'submitted', values: { label: { value: 'a' } } },
        as: author,
      });
      if (answered.status !== 201) throw new Error(`setup response failed: ${JSON.stringify(answered.body)}`);
      return id;
    },
    field: async () =>
      (
        await created(server, 'POST', `/api/v1/datasets/${draftDatasetId}/fields`, {
          name: name('f'),
          title: 'F',
          settings: { type: 'text' },
        })
      ).id,
    question: async () =>
      (
        await created(server, 'POST', `/api/v1/datasets/${draftDatasetId}/questions`, {
          name: name('q'),
          title: 'Q',
          settings: { type: 'text' },
        })
      ).id,
    metadataProperty: async () =>
      (
        await created(server, 'POST', `${base}/metadata-properties`, {
          name: name('m'),
          title: 'M',
          settings: { type: 'float' },
        })
      ).id,
    vectorSettings: async () =>
      (
        await created(server, 'POST', `/api/v1/datasets/${await dataset(false)}/vectors-settings`, {
          name: 'gone',
          title: 'Gone',
          dimensions: 4,
        })
      ).id,
    record,
    suggestion: async () => {
      const res = await server.request('GET', `/api/v1/records/${await record()}/suggestions`);
      return res.body.items[0].id as string;
    },
    response,
    schemaFile: async () => {
      const schemaName = name('Schema');
      const formData = new FormData();
      formData.append(
        'file',
        new Blob(['{"name":"S","columns":{}}'], { type: 'application/json' }),
        'schema.json',
      );
      const res = await server.request('POST', `/api/v1/file/${workspaceName}/schemas/${schemaName}`, {
        formData,
      });
      if (res.status !== 200) throw new Error(`setup schema file failed: ${JSON.stringify(res.body)}`);
      return schemaName;
    },
    document: async () => {
      const res = await server.request(
        'POST',
        `/api/v1/documents?workspace_id=${workspaceId}&pmid=${Date.now()}`,
      );
      if (res.status !== 201) throw new Error(`setup document failed: ${JSON.stringify(res.body)}`);
      return res.body as string;
    },
  };
  const document = { pmid: '424242', reference: name('paper') };
  const pdf = await paperPdf({
    title: 'A small trial',
    authors: 'A. Author',
    sections: [{ heading: 'Results', blocks: [{ paragraph: 'Forty people took part in the trial.' }] }],
  });
  const pdfForm = new FormData();
  pdfForm.append(
    'file_data',
    new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    'a.pdf',
  );
  const uploaded = await server.request(
    'POST',
    `/api/v1/documents?${new URLSearchParams({ workspace_id: workspaceId, ...document })}`,
    { formData: pdfForm },
  );
  if (uploaded.status !== 201) throw new Error(`setup document failed: ${JSON.stringify(uploaded.body)}`);
  // Its segments are computed by a job after the upload answered.
  await server.tasks.idle();
  const read = await server.request('GET', `/api/v1/documents/by-id/${uploaded.body as string}`);

  return {
    server,
    users,
    author,
    workspaceId,
    workspaceName,
    schemaName: await fresh.schemaFile(),
    datasetId,
    draftDatasetId,
    fieldId: (fields.body.items[0] as { id: string }).id,
    questionId,
    visiblePropertyId,
    hiddenPropertyId,
    vectorSettingsId,
    recordId,
    document: { id: uploaded.body as string, ...document, url: read.body.url as string },
    responseId: await response(),
    fresh,
  };
}
