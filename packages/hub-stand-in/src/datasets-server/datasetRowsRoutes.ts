import { Hono, type Context } from 'hono';
import { findDataset, findSplit } from '../catalog/catalog';
import type { StandInDataset } from '../catalog/StandInDataset';
import { baseUrl } from '../StandInContext';
import { toCell, truncateRows } from './cells';
import { notFound, requireDatasetSplit } from './datasetsServerRequest';

/** Largest `first-rows` answer before long cells are cut (the datasets server keeps it near 1 MB). */
const FIRST_ROWS_MAX_BYTES = 1_000_000;

function featureList(dataset: StandInDataset) {
  return Object.entries(dataset.features).map(([name, type], feature_idx) => ({ feature_idx, name, type }));
}

/** Rows `from`…`to` of a split as `first-rows` and `rows` show them (images as asset URLs). */
export function rowItems(
  c: Context,
  dataset: StandInDataset,
  config: string,
  split: string,
  from: number,
  to: number,
) {
  const base = baseUrl(c);
  const assetUrl = (row: number, column: string) =>
    `${base}/assets/${dataset.id}/--/c0ffee0000000000000000000000000000000000/--/${config}/${split}/${row}/${column}/image.png`;
  const items = [];
  for (let row_idx = from; row_idx < to; row_idx++) {
    const values = dataset.row(row_idx, split, config);
    const row = Object.fromEntries(
      Object.entries(dataset.features).map(([name, feature]) => [
        name,
        toCell(feature, values[name], assetUrl, row_idx, name),
      ]),
    );
    items.push({ row_idx, row, truncated_cells: [] as string[] });
  }
  return items;
}

function firstRows(c: Context): Response {
  const found = requireDatasetSplit(c);
  if (found instanceof Response) return found;
  const { dataset, target } = found;
  const rows = rowItems(c, dataset, target.config, target.split, 0, Math.min(100, target.numRows));
  truncateRows(rows, FIRST_ROWS_MAX_BYTES);
  return c.json({
    dataset: dataset.id,
    config: target.config,
    split: target.split,
    features: featureList(dataset),
    rows,
    truncated: target.numRows > rows.length,
  });
}

function rowsPage(c: Context): Response {
  const found = requireDatasetSplit(c);
  if (found instanceof Response) return found;
  const { dataset, target } = found;
  const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0);
  const length = Math.min(100, Math.max(0, Number(c.req.query('length') ?? 100) || 0));
  const to = Math.min(target.numRows, offset + length);
  return c.json({
    features: featureList(dataset),
    rows: rowItems(c, dataset, target.config, target.split, offset, to),
    num_rows_total: target.numRows,
    num_rows_per_page: 100,
    partial: false,
  });
}

function asset(c: Context): Response {
  const dataset = findDataset(`${c.req.param('owner')}/${c.req.param('name')}`);
  const row = Number(c.req.param('row'));
  const found = dataset && findSplit(dataset, c.req.param('config')!, c.req.param('split')!);
  if (!dataset || !found || !Number.isInteger(row) || row < 0 || row >= found.split.numRows)
    return notFound(c);
  const cell = dataset.row(row, c.req.param('split')!, c.req.param('config')!)[c.req.param('column')!] as
    { bytes?: Uint8Array } | undefined;
  if (!cell?.bytes) return notFound(c);
  return c.body(cell.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/png',
    'Cache-Control': 'max-age=3600',
  });
}

/** The datasets server's rows of a split: `/first-rows`, `/rows`, and the `/assets/…` its image cells point to. */
export function datasetRowsRoutes(): Hono {
  const routes = new Hono();
  routes.get('/first-rows', firstRows);
  routes.get('/rows', rowsPage);
  routes.get('/assets/:owner/:name/--/:revision/--/:config/:split/:row/:column/:file', asset);
  return routes;
}
