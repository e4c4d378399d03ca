import { SEGMENTS_STATUS_HEADER, segmentsQuerySchema } from '@marginalia/core';
import { Hono, type Context } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseQuery } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { documentByReference, modelWorkspace } from './model-workspace';
import { readSegments } from './segment-rows';
import { serializeSegment } from './segment-serializer';
import { segmentsStatus } from './segments-job';

/**
 * `GET /models/segments/?workspace=&reference=`: the sections of the workspace's document with that
 * reference, computed when its PDF was uploaded, so this is a read. `types` (repeatable) leaves kinds out;
 * at most `limit` (100). A reference no document has answers no segments. The `Segments-Status` header says
 * whether the segments job still runs (`pending`), failed, or the list is complete (`ready`).
 */
export function segmentsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const list = async (c: Context<AppEnv>) => {
    const workspace = await modelWorkspace(c, c.var.db, c.var.user);
    const query = parseQuery(c, segmentsQuerySchema, ['types']);
    const document = await documentByReference(c.var.db, workspace.id, query.reference);
    const rows = document
      ? await readSegments(c.var.db, document.id, { excludeTypes: query.types, limit: query.limit })
      : [];
    const status = document ? await segmentsStatus(c.var.db, document.id) : 'ready';
    return c.json({ items: rows.map(serializeSegment) }, 200, {
      [SEGMENTS_STATUS_HEADER]: status,
      // Browsers hide other response headers from cross-origin scripts (an embedded viewer on another site).
      'Access-Control-Expose-Headers': SEGMENTS_STATUS_HEADER,
    });
  };
  routes.get('/models/segments/', requireUser, list);
  routes.get('/models/segments', requireUser, list);
  return routes;
}
