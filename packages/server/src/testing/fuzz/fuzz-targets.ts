import fc from 'fast-check';
import { DOCUMENT_FILE_PART } from '@marginalia/core';
import type { AuthorizationWorld } from '../authorization/authorization-world';

/** One endpoint as the fuzzer sees it: a method, path templates and a valid body to mutate. */
export interface FuzzTarget {
  method: string;
  /** `{id}` placeholders are filled from the arguments (real ids, random or malformed ones). */
  path: string;
  ids: (world: AuthorizationWorld) => string[];
  valid?: (world: AuthorizationWorld) => unknown;
  /** Destructive targets only ever get random or malformed ids, so the world survives. */
  destructive?: boolean;
  /** Upload calls: the multipart parts they read, so the fuzzer also sends multipart bodies. */
  multipart?: string[];
}

const LABEL = {
  type: 'label_selection',
  options: [
    { value: 'a', text: 'A' },
    { value: 'b', text: 'B' },
  ],
};

/** The endpoints exercised by the fuzz test, with the bodies they accept. */
export const FUZZ_TARGETS: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/users',
    ids: () => [],
    valid: () => ({ username: 'fz', password: '12345678', first_name: 'F', role: 'annotator' }),
  },
  { method: 'GET', path: '/users/{id}', ids: (w) => [w.users.annotatorMember.user.id] },
  { method: 'DELETE', path: '/users/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/users/{id}/workspaces', ids: (w) => [w.users.annotatorMember.user.id] },
  { method: 'POST', path: '/workspaces', ids: () => [], valid: () => ({ name: 'fz-ws' }) },
  { method: 'GET', path: '/workspaces/{id}', ids: (w) => [w.workspaceId] },
  {
    method: 'POST',
    path: '/workspaces/{id}/users',
    ids: (w) => [w.workspaceId],
    valid: (w) => ({ user_id: w.users.annotatorOutsider.user.id }),
  },
  { method: 'DELETE', path: '/workspaces/{id}/users/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/me/datasets', ids: () => [] },
  {
    method: 'POST',
    path: '/datasets',
    ids: () => [],
    valid: (w) => ({
      name: 'fz',
      workspace_id: w.workspaceId,
      guidelines: 'g',
      distribution: { strategy: 'overlap', min_submitted: 2 },
      metadata: { a: 1 },
    }),
  },
  {
    method: 'PATCH',
    path: '/datasets/{id}',
    ids: (w) => [w.datasetId],
    valid: () => ({
      guidelines: 'G',
      allow_extra_metadata: true,
      distribution: { strategy: 'overlap', min_submitted: 1 },
      metadata: { b: 2 },
    }),
  },
  { method: 'DELETE', path: '/datasets/{id}', ids: () => [], destructive: true },
  { method: 'PUT', path: '/datasets/{id}/publish', ids: (w) => [w.draftDatasetId] },
  { method: 'GET', path: '/datasets/{id}/users/progress', ids: (w) => [w.datasetId] },
  {
    method: 'POST',
    path: '/datasets/{id}/fields',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'fz-f',
      title: 'F',
      required: true,
      settings: { type: 'chat', use_markdown: true },
    }),
  },
  {
    method: 'PATCH',
    path: '/fields/{id}',
    ids: (w) => [w.fieldId],
    valid: () => ({ title: 'T', settings: { type: 'text', use_markdown: true, use_table: false } }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/questions',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'fz-q',
      title: 'Q',
      description: 'd',
      required: true,
      settings: {
        type: 'span',
        field: 'text',
        options: [{ value: 'P', text: 'P' }],
        visible_options: null,
        allow_overlapping: true,
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({ title: 'L', description: null, settings: { ...LABEL, visible_options: null } }),
  },
  {
    // The per-type settings updates: each key of every type, on the world's label question.
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({
      settings: {
        type: 'multi_label_selection',
        options: LABEL.options,
        visible_options: 3,
        options_order: 'suggestion',
        use_markdown: true,
        use_table: false,
        allow_overlapping: true,
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({
      settings: { type: 'span', options: LABEL.options, visible_options: 3, allow_overlapping: false },
    }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/metadata-properties',
    ids: (w) => [w.datasetId],
    valid: () => ({
      name: 'fz-m',
      title: 'M',
      settings: { type: 'integer', min: 0, max: 10 },
      visible_for_annotators: false,
    }),
  },
  {
    method: 'PATCH',
    path: '/metadata-properties/{id}',
    ids: (w) => [w.visiblePropertyId],
    valid: () => ({ title: 'V', visible_for_annotators: true }),
  },
  { method: 'GET', path: '/metadata-properties/{id}/metrics', ids: (w) => [w.hiddenPropertyId] },
  {
    method: 'POST',
    path: '/datasets/{id}/vectors-settings',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({ name: 'fz-v', title: 'V', dimensions: 8 }),
  },
  {
    method: 'PATCH',
    path: '/vectors-settings/{id}',
    ids: (w) => [w.vectorSettingsId],
    valid: () => ({ title: 'V2' }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/records/bulk',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [
        {
          fields: { text: 'fuzzed record' },
          metadata: { visible: 'x', hidden: 4, extra: [1, 'two'] },
          external_id: 'fz-ext',
          vectors: { v: [0.5, 0.5] },
          suggestions: [{ question_id: w.questionId, value: 'a', score: 0.5, agent: 'fz', type: 'model' }],
          responses: [
            {
              user_id: w.users.annotatorMember.user.id,
              status: 'submitted',
              values: { label: { value: 'b' } },
            },
          ],
        },
      ],
    }),
  },
  {
    method: 'PUT',
    path: '/datasets/{id}/records/bulk',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [{ id: w.recordId, external_id: null, metadata: { visible: 'y' }, vectors: { v: [1, 1] } }],
    }),
  },
  {
    method: 'PATCH',
    path: '/records/{id}',
    ids: (w) => [w.recordId],
    valid: (w) => ({
      metadata: { visible: 'x' },
      suggestions: [{ question_id: w.questionId, value: 'b' }],
      vectors: { v: [0, 1] },
      fields: { text: 'patched' },
    }),
  },
  { method: 'DELETE', path: '/datasets/{id}/records', ids: () => [], destructive: true },
  {
    method: 'PUT',
    path: '/records/{id}/suggestions',
    ids: (w) => [w.recordId],
    valid: (w) => ({ question_id: w.questionId, value: 'a', score: 1, agent: 'a/b:c' }),
  },
  { method: 'DELETE', path: '/suggestions/{id}', ids: () => [], destructive: true },
  {
    method: 'POST',
    path: '/records/{id}/responses',
    ids: (w) => [w.recordId],
    valid: () => ({ status: 'submitted', values: { label: { value: 'a' }, duration: { value: 3 } } }),
  },
  {
    method: 'PUT',
    path: '/responses/{id}',
    ids: (w) => [w.responseId],
    valid: () => ({ status: 'draft', values: { label: { value: 'b' } } }),
  },
  {
    method: 'POST',
    path: '/me/responses/bulk',
    ids: () => [],
    valid: (w) => ({
      items: [{ record_id: w.recordId, status: 'submitted', values: { label: { value: 'a' } } }],
    }),
  },
  {
    method: 'POST',
    path: '/me/datasets/{id}/records/search',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      query: {
        text: { q: 'record -x "a b" c*', field: 'text' },
        vector: { name: 'v', record_id: w.recordId, order: 'least_similar' },
      },
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending', 'draft'] },
          { type: 'range', scope: { entity: 'metadata', metadata_property: 'hidden' }, ge: 0, le: 9 },
          {
            type: 'terms',
            scope: { entity: 'suggestion', question: 'label', property: 'agent' },
            values: ['model-1'],
          },
          { type: 'range', scope: { entity: 'record', property: 'inserted_at' }, ge: '2020-01-01', le: null },
        ],
      },
      sort: [
        { scope: { entity: 'metadata', metadata_property: 'visible' }, order: 'desc' },
        { scope: { entity: 'suggestion', question: 'label', property: 'score' }, order: 'asc' },
        { scope: { entity: 'response', question: 'label' }, order: 'asc' },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/records/search',
    ids: (w) => [w.datasetId],
    valid: () => ({
      query: { vector: { name: 'v', value: [1, 0] } },
      filters: {
        and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
      },
    }),
  },
  { method: 'GET', path: '/datasets/{id}/records', ids: (w) => [w.datasetId] },
  {
    // The draft dataset: a valid body stops at "not published", before any hub is called.
    method: 'POST',
    path: '/datasets/{id}/import',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'stanfordnlp/imdb',
      subset: 'plain_text',
      split: 'train',
      mapping: {
        fields: [{ source: 'text', target: 'text' }],
        metadata: [{ source: 'n', target: 'n' }],
        suggestions: [{ source: 'label', target: 'label' }],
        external_id: 'id',
      },
    }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/export',
    ids: (w) => [w.datasetId],
    valid: () => ({ name: 'owner/name', subset: 'default', split: 'train', private: true, token: 'hf_fuzz' }),
  },
  { method: 'GET', path: '/jobs/{id}', ids: () => [] },
  // File calls (contract §19): bucket = workspace name, path = object key.
  { method: 'GET', path: '/file/{id}/schemas/{id}', ids: (w) => [w.workspaceName, w.schemaName] },
  { method: 'POST', path: '/file/{id}/schemas/{id}', ids: (w) => [w.workspaceName, 'Fuzzed'], multipart: ['file'] },
  // Pdf uploads under another prefix, and a nested key.
  { method: 'POST', path: '/file/{id}/pdf/{id}/{id}', ids: (w) => [w.workspaceName, 'fz'], multipart: ['file'] },
  { method: 'GET', path: '/file/{id}/pdf/{id}', ids: (w) => [w.workspaceName, w.document.id] },
  { method: 'DELETE', path: '/file/{id}/schemas/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/files/{id}/schemas/', ids: (w) => [w.workspaceName] },
  { method: 'GET', path: '/files/{id}/{id}', ids: (w) => [w.workspaceName, 'schemas'] },
  // Documents (contract §18) and the model calls (§20).
  {
    method: 'POST',
    path: '/documents?workspace_id={id}',
    ids: (w) => [w.workspaceId],
    multipart: [DOCUMENT_FILE_PART],
  },
  {
    // The document's other query keys (pmid, doi, url, file name, reference) with an upload.
    method: 'POST',
    path: '/documents?workspace_id={id}&pmid={id}&reference={id}',
    ids: (w) => [w.workspaceId, w.document.pmid, w.document.reference],
    multipart: [DOCUMENT_FILE_PART],
  },
  {
    method: 'DELETE',
    path: '/documents/workspace/{id}',
    ids: () => [],
    valid: (w) => ({ id: w.document.id, pmid: w.document.pmid }),
    destructive: true,
  },
  { method: 'GET', path: '/documents/by-id/{id}', ids: (w) => [w.document.id] },
  { method: 'GET', path: '/documents/by-pmid/{id}', ids: (w) => [w.document.pmid] },
  { method: 'GET', path: '/documents/workspace/{id}', ids: (w) => [w.workspaceId] },
  { method: 'DELETE', path: '/documents/workspace/{id}', ids: () => [], destructive: true },
  {
    method: 'GET',
    path: '/models/segments/?workspace={id}&reference={id}',
    ids: (w) => [w.workspaceName, w.document.reference],
  },
  {
    method: 'POST',
    path: '/models/extraction?workspace={id}',
    ids: (w) => [w.workspaceName],
    valid: (w) => ({
      reference: w.document.reference,
      schema_name: w.schemaName,
      extractions: { [w.schemaName]: [{ a: 1 }] },
      columns: ['a'],
      headers: ['Results'],
      types: ['text'],
      prompt: 'Fill the table.',
    }),
  },
];

/** Query strings with wrong types, sizes and forms for listing and search. */
export const garbageQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'offset',
        'limit',
        'include',
        'ids',
        'workspace_id',
        'name',
        'status',
        'response_status',
        'version_id',
        'include_version',
        'recursive',
        'start_after',
        'workspace',
        'reference',
        'types',
        'pmid',
        'similarity_top_k',
      ),
      fc.oneof(
        fc.constantFrom(
          '-1',
          '0',
          '1001',
          '9'.repeat(40),
          '1.5',
          'abc',
          '',
          'responses,suggestions',
          'vectors:v',
          'vectors,vectors:v',
          'x:y',
          ',,',
          'response_suggestions',
        ),
        fc.string({ maxLength: 12 }),
        fc.uuid(),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));
