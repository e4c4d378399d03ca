import { Hono, type Context } from 'hono';
import { findDataset, findSplit } from '../catalog/catalog';
import type { StandInDataset } from '../catalog/StandInDataset';
import { baseUrl, parquetUrl, splitFile, type StandInContext } from '../StandInContext';
import { toCell, truncateRows } from './cells';
import { splitStatistics } from './splitStatistics';

const DATASET_NOT_FOUND =
  'The dataset does not exist, or is not accessible without authentication (private or gated). Please check the spelling of the dataset name or retry with authentication.';

/** Largest `first-rows` answer before long cells are cut (the datasets server keeps it near 1 MB). */
const FIRST_ROWS_MAX_BYTES = 1_000_000;

function error(c: Context, status: 401 | 404 | 422, code: string, message: string): Response {
  c.header('X-Error-Code', code);
  return c.json({ error: message }, status);
}

/** The dataset of `?dataset=`, or the error the datasets server answers (private repos are never served). */
function requireDataset(c: Context): StandInDataset | Response {
  const id = c.req.query('dataset');
  if (!id) return error(c, 422, 'MissingRequiredParameter', "Parameter 'dataset' is required");
  const dataset = findDataset(id);
  if (!dataset || dataset.private) {
    return c.req.header('Authorization')
      ? error(c, 404, 'ExternalAuthenticatedError', DATASET_NOT_FOUND)
      : error(c, 401, 'ExternalUnauthenticatedError', DATASET_NOT_FOUND);
  }
  return dataset;
}

function requireSplit(
  c: Context,
  dataset: StandInDataset,
): { config: string; split: string; numRows: number } | Response {
  const config = c.req.query('config');
  const split = c.req.query('split');
  if (!config || !split) {
    return error(
      c,
      422,
      'MissingRequiredParameter',
      "Parameters 'split', 'config' and 'dataset' are required",
    );
  }
  const found = findSplit(dataset, config, split);
  return found
    ? { config, split, numRows: found.split.numRows }
    : error(c, 404, 'ResponseNotFound', 'Not found.');
}

function configInfo(dataset: StandInDataset, configName: string, context: StandInContext) {
  const config = dataset.configs.find((c) => c.name === configName)!;
  const splits = Object.fromEntries(
    config.splits.map((s) => [
      s.name,
      {
        name: s.name,
        num_bytes: s.numRows * 1000,
        num_examples: s.numRows,
        dataset_name: dataset.id.split('/')[1],
      },
    ]),
  );
  void context;
  const size = config.splits.reduce((total, s) => total + s.numRows * 1000, 0);
  return {
    description: dataset.description,
    citation: '',
    homepage: '',
    license: '',
    features: dataset.features,
    builder_name: 'parquet',
    dataset_name: dataset.id.split('/')[1],
    config_name: config.name,
    version: { version_str: '0.0.0', major: 0, minor: 0, patch: 0 },
    splits,
    download_size: size,
    dataset_size: size,
  };
}

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

/**
 * The datasets server ("dataset viewer") API: `/is-valid`, `/splits`, `/info`, `/first-rows`, `/rows`,
 * `/parquet`, `/statistics`, `/size`, and the `/assets/…` its image cells point to.
 */
export function datasetsServerRoutes(context: StandInContext): Hono {
  const routes = new Hono();
  const statistics = new Map<string, ReturnType<typeof splitStatistics>>();

  routes.get('/is-valid', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    return c.json({ preview: true, viewer: true, search: false, filter: false, statistics: true });
  });

  routes.get('/splits', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const config = c.req.query('config');
    const configs = dataset.configs.filter((cfg) => !config || cfg.name === config);
    if (configs.length === 0) return error(c, 404, 'ResponseNotFound', 'Not found.');
    const splits = configs.flatMap((cfg) =>
      cfg.splits.map((s) => ({ dataset: dataset.id, config: cfg.name, split: s.name })),
    );
    return c.json({ splits, pending: [], failed: [] });
  });

  routes.get('/info', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const config = c.req.query('config');
    if (config) {
      if (!dataset.configs.some((cfg) => cfg.name === config))
        return error(c, 404, 'ResponseNotFound', 'Not found.');
      return c.json({ dataset_info: configInfo(dataset, config, context), partial: false });
    }
    const infos = Object.fromEntries(
      dataset.configs.map((cfg) => [cfg.name, configInfo(dataset, cfg.name, context)]),
    );
    return c.json({ dataset_info: infos, pending: [], failed: [], partial: false });
  });

  routes.get('/first-rows', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const target = requireSplit(c, dataset);
    if (target instanceof Response) return target;
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
  });

  routes.get('/rows', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const target = requireSplit(c, dataset);
    if (target instanceof Response) return target;
    const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0);
    const length = Math.min(100, Math.max(0, Number(c.req.query('length') ?? 100) || 0));
    const rows = rowItems(
      c,
      dataset,
      target.config,
      target.split,
      offset,
      Math.min(target.numRows, offset + length),
    );
    return c.json({
      features: featureList(dataset),
      rows,
      num_rows_total: target.numRows,
      num_rows_per_page: 100,
      partial: false,
    });
  });

  routes.get('/parquet', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const config = c.req.query('config');
    const split = c.req.query('split');
    const base = baseUrl(c);
    const files = dataset.configs
      .filter((cfg) => !config || cfg.name === config)
      .flatMap((cfg) =>
        cfg.splits
          .filter((s) => !split || s.name === split)
          .map((s) => {
            const file = splitFile(context, dataset, cfg.name, s.name)!;
            return {
              dataset: dataset.id,
              config: cfg.name,
              split: s.name,
              url: parquetUrl(base, dataset.id, cfg.name, s.name),
              filename: '0000.parquet',
              size: file.size,
            };
          }),
      );
    if ((config || split) && files.length === 0) return error(c, 404, 'ResponseNotFound', 'Not found.');
    return c.json({
      parquet_files: files,
      features: dataset.features,
      pending: [],
      failed: [],
      partial: false,
    });
  });

  routes.get('/statistics', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const target = requireSplit(c, dataset);
    if (target instanceof Response) return target;
    const key = `${dataset.id}/${target.config}/${target.split}`;
    let stats = statistics.get(key);
    if (!stats) {
      stats = splitStatistics(dataset.features, target.numRows, (i) =>
        dataset.row(i, target.split, target.config),
      );
      statistics.set(key, stats);
    }
    return c.json(stats);
  });

  routes.get('/size', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const splits = dataset.configs.flatMap((cfg) =>
      cfg.splits.map((s) => ({
        dataset: dataset.id,
        config: cfg.name,
        split: s.name,
        num_bytes_parquet_files: s.numRows * 500,
        num_bytes_memory: s.numRows * 1000,
        num_rows: s.numRows,
        num_columns: Object.keys(dataset.features).length,
      })),
    );
    const sum = (key: 'num_bytes_parquet_files' | 'num_bytes_memory' | 'num_rows') =>
      splits.reduce((t, s) => t + s[key], 0);
    return c.json({
      size: {
        dataset: {
          dataset: dataset.id,
          num_bytes_original_files: sum('num_bytes_parquet_files'),
          num_bytes_parquet_files: sum('num_bytes_parquet_files'),
          num_bytes_memory: sum('num_bytes_memory'),
          num_rows: sum('num_rows'),
        },
        configs: dataset.configs.map((cfg) => {
          const own = splits.filter((s) => s.config === cfg.name);
          return {
            dataset: dataset.id,
            config: cfg.name,
            num_bytes_original_files: own.reduce((t, s) => t + s.num_bytes_parquet_files, 0),
            num_bytes_parquet_files: own.reduce((t, s) => t + s.num_bytes_parquet_files, 0),
            num_bytes_memory: own.reduce((t, s) => t + s.num_bytes_memory, 0),
            num_rows: own.reduce((t, s) => t + s.num_rows, 0),
            num_columns: Object.keys(dataset.features).length,
          };
        }),
        splits,
      },
      pending: [],
      failed: [],
      partial: false,
    });
  });

  routes.get('/assets/:owner/:name/--/:revision/--/:config/:split/:row/:column/:file', (c) => {
    const dataset = findDataset(`${c.req.param('owner')}/${c.req.param('name')}`);
    const row = Number(c.req.param('row'));
    const found = dataset && findSplit(dataset, c.req.param('config'), c.req.param('split'));
    if (!dataset || !found || !Number.isInteger(row) || row < 0 || row >= found.split.numRows) {
      return error(c, 404, 'ResponseNotFound', 'Not found.');
    }
    const cell = dataset.row(row, c.req.param('split'), c.req.param('config'))[c.req.param('column')] as
      { bytes?: Uint8Array } | undefined;
    if (!cell?.bytes) return error(c, 404, 'ResponseNotFound', 'Not found.');
    return c.body(cell.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'max-age=3600',
    });
  });

  return routes;
}
