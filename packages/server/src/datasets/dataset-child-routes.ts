import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppContext } from '../http/app-context';
import type { AppEnv, UserRow } from '../http/app-env';

type Db = Kysely<Database>;

/**
 * The routes of one kind of dataset child (fields, questions, metadata properties, vector settings): each
 * handler validates the path and body with the wire schemas, calls the service and serializes the row.
 */
export interface DatasetChildRoutes<Row, Create extends z.ZodType, Update extends z.ZodType> {
  /** Path segment of the collection and of one item: `fields` → `/datasets/{id}/fields`, `/fields/{field_id}`. */
  path: string;
  /** Name of the item's path parameter, as in the original's validation errors (`field_id`). */
  idParam: string;
  serialize: (row: Row) => unknown;
  /** `GET` of the collection, at `listPath` (default `/datasets/:dataset_id/<path>`). */
  list?: { listPath?: string; run: (db: Db, actor: UserRow, datasetId: string) => Promise<Row[]> };
  create?: {
    schema: Create;
    run: (db: Db, actor: UserRow, datasetId: string, body: z.output<Create>, context: AppContext) => Promise<Row>;
  };
  update?: {
    schema: Update;
    run: (db: Db, actor: UserRow, id: string, body: z.output<Update>, context: AppContext) => Promise<Row>;
  };
  remove?: (db: Db, actor: UserRow, id: string, context: AppContext) => Promise<Row>;
}

/**
 * Builds the list, create (201), update and delete routes of a dataset child.
 *
 * @example
 * datasetChildRoutes({ path: 'fields', idParam: 'field_id', serialize: serializeField,
 *   update: { schema: fieldUpdateSchema, run: updateField }, remove: deleteField });
 */
export function datasetChildRoutes<Row, Create extends z.ZodType, Update extends z.ZodType>(
  spec: DatasetChildRoutes<Row, Create, Update>,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const collection = `/datasets/:dataset_id/${spec.path}`;
  const item = `/${spec.path}/:${spec.idParam}`;
  const { list, create, update, remove, serialize } = spec;

  if (list) {
    routes.get(list.listPath ?? collection, requireUser, async (c) => {
      const rows = await list.run(c.var.db, c.var.user, pathUuid(c, 'dataset_id'));
      return c.json({ items: rows.map(serialize) });
    });
  }
  if (create) {
    routes.post(collection, requireUser, async (c) => {
      const datasetId = pathUuid(c, 'dataset_id');
      const body = await parseJsonBody(c, create.schema);
      return c.json(serialize(await create.run(c.var.db, c.var.user, datasetId, body, c.var.context)), 201);
    });
  }
  if (update) {
    routes.patch(item, requireUser, async (c) => {
      const id = pathUuid(c, spec.idParam);
      const body = await parseJsonBody(c, update.schema);
      return c.json(serialize(await update.run(c.var.db, c.var.user, id, body, c.var.context)));
    });
  }
  if (remove) {
    routes.delete(item, requireUser, async (c) => {
      const id = pathUuid(c, spec.idParam);
      return c.json(serialize(await remove(c.var.db, c.var.user, id, c.var.context)));
    });
  }
  return routes;
}
