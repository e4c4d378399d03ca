import {
  documentCreateQuerySchema,
  documentDeleteSchema,
  documentsBulkCreateSchema,
  documentUpdateSchema,
} from '@marginalia/core';
import { Hono, type Context } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseBodyValue, parseJsonBody, parseQuery, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { documentLinkSigning, serializeDocument } from './document-serializer';
import {
  createDocument,
  deleteDocuments,
  getDocumentById,
  getDocumentByPmid,
  listWorkspaceDocuments,
  type DocumentsContext,
} from './documents-service';
import { updateDocument } from './document-update';
import { createDocumentsBulk } from './documents-bulk';
import { readBulkUpload, readUploadedPdf } from './pdf-upload';

function context(c: Context<AppEnv>): DocumentsContext {
  return { db: c.var.db, storage: c.var.storage, user: c.var.user, jobs: c.var.jobs };
}

/** The signing of the urls this answer carries (readers get a signed link to the document's PDF). */
function signing(c: Context<AppEnv>) {
  return documentLinkSigning(c.var.config.auth.secretKey);
}

/**
 * The document calls of the original (Extralit) server (contract §18). The PDF itself is read through the
 * file calls (`GET /file/{workspace}/pdf/<id>`, range requests included), the document's `url`, which every
 * answer here signs for its reader (`?expires=&signature=`), so a viewer loads it without a header.
 */
export function documentsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/documents', requireUser, async (c) => {
    const query = parseQuery(c, documentCreateQuerySchema);
    const pdf = await readUploadedPdf(c, c.var.config.maxDocumentBytes);
    const { id } = await createDocument(context(c), query, pdf);
    return c.json(id, 201);
  });

  routes.post('/documents/bulk', requireUser, async (c) => {
    const upload = await readBulkUpload(c, c.var.config.maxDocumentBytes);
    const request = parseBodyValue(documentsBulkCreateSchema, upload.metadata);
    return c.json(await createDocumentsBulk(context(c), request, upload.files), 201);
  });

  routes.patch('/documents/:id', requireUser, async (c) => {
    const id = pathUuid(c, 'id');
    const changes = await parseJsonBody(c, documentUpdateSchema);
    return c.json(serializeDocument(await updateDocument(context(c), id, changes), signing(c)));
  });

  routes.get('/documents/by-pmid/:pmid', requireUser, async (c) => {
    return c.json(serializeDocument(await getDocumentByPmid(context(c), c.req.param('pmid')), signing(c)));
  });

  routes.get('/documents/by-id/:id', requireUser, async (c) => {
    return c.json(serializeDocument(await getDocumentById(context(c), pathUuid(c, 'id')), signing(c)));
  });

  routes.get('/documents/workspace/:workspace_id', requireUser, async (c) => {
    const documents = await listWorkspaceDocuments(context(c), pathUuid(c, 'workspace_id'));
    const links = signing(c);
    return c.json(documents.map((row) => serializeDocument(row, links)));
  });

  routes.delete('/documents/workspace/:workspace_id', requireUser, async (c) => {
    const workspaceId = pathUuid(c, 'workspace_id');
    const filter = (await parseJsonBody(c, documentDeleteSchema.optional())) ?? {};
    return c.json(await deleteDocuments(context(c), workspaceId, filter));
  });

  return routes;
}
