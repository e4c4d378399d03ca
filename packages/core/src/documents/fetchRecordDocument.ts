import type { ApiClient } from '../api/createApiClient';
import type { WireDocument } from '../api/wire/documents';
import type { RecordDocument } from './recordDocument';

/** The calls that find a record's document and the workspace its segments are asked in. */
export type DocumentLookupClient = Pick<ApiClient, 'getDocumentById' | 'getDocumentByPmid' | 'getWorkspace'>;

/** The document a record names: by pmid when it has one, else by id (as the original does). */
export function fetchRecordDocument(client: DocumentLookupClient, target: RecordDocument): Promise<WireDocument> {
  return target.lookup.by === 'pmid' ? client.getDocumentByPmid(target.lookup.pmid) : client.getDocumentById(target.lookup.id);
}

/** The workspace (by name) a document's segments are asked in: the one given, else the document's own. */
export async function documentWorkspaceName(
  client: DocumentLookupClient,
  found: WireDocument,
  workspaceName?: string | null,
): Promise<string> {
  return workspaceName ?? (await client.getWorkspace(found.workspace_id, { cache: 'large' })).name;
}

/**
 * Asks for a record's document and its workspace ahead of the viewer (e.g. while the viewer's code loads): the
 * API client's cache joins the viewer's own reads to these, so they are not made twice. Failures are left to
 * the viewer, which asks again and shows them.
 *
 * @example
 * const target = recordDocument(record.metadata);
 * if (target) prefetchRecordDocument(sdk.client, target);
 */
export function prefetchRecordDocument(
  client: DocumentLookupClient,
  target: RecordDocument,
  workspaceName?: string | null,
): void {
  fetchRecordDocument(client, target)
    .then((found) => documentWorkspaceName(client, found, workspaceName))
    .catch(() => {});
}

/**
 * The reference a record's paper is filed under: `metadata.reference`, else the document's own (looked up, so
 * the client's cache answers when the viewer has read it). Null when neither names one.
 *
 * @example
 * await recordDocumentReference(sdk.client, recordDocument({ pmid: '31000001' })!); // 'okafor2012'
 */
export async function recordDocumentReference(
  client: DocumentLookupClient,
  target: RecordDocument,
): Promise<string | null> {
  if (target.reference) return target.reference;
  return (await fetchRecordDocument(client, target)).reference;
}
