import { Hono } from 'hono';
import type { StandInContext } from '../StandInContext';
import { datasetDescriptionRoutes } from './datasetDescriptionRoutes';
import { datasetFilesRoutes } from './datasetFilesRoutes';
import { datasetRowsRoutes } from './datasetRowsRoutes';

/**
 * The datasets server ("dataset viewer") API: `/is-valid`, `/splits`, `/info`, `/size` (its description of a
 * dataset), `/first-rows`, `/rows` and the `/assets/…` its image cells point to (a split's rows), `/parquet` and
 * `/statistics` (its files).
 */
export function datasetsServerRoutes(context: StandInContext): Hono {
  const routes = new Hono();
  routes.route('/', datasetDescriptionRoutes());
  routes.route('/', datasetRowsRoutes());
  routes.route('/', datasetFilesRoutes(context));
  return routes;
}
