import { Hono, type Context } from 'hono';
import type { StandInDataset } from '../catalog/StandInDataset';
import { notFound, requireDataset } from './datasetsServerRequest';

/** A config's `dataset_info`, as `/info` answers it. */
function configInfo(dataset: StandInDataset, configName: string) {
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

function splitsAnswer(c: Context, dataset: StandInDataset): Response {
  const config = c.req.query('config');
  const configs = dataset.configs.filter((cfg) => !config || cfg.name === config);
  if (configs.length === 0) return notFound(c);
  const splits = configs.flatMap((cfg) =>
    cfg.splits.map((s) => ({ dataset: dataset.id, config: cfg.name, split: s.name })),
  );
  return c.json({ splits, pending: [], failed: [] });
}

function infoAnswer(c: Context, dataset: StandInDataset): Response {
  const config = c.req.query('config');
  if (config) {
    if (!dataset.configs.some((cfg) => cfg.name === config)) return notFound(c);
    return c.json({ dataset_info: configInfo(dataset, config), partial: false });
  }
  const infos = Object.fromEntries(dataset.configs.map((cfg) => [cfg.name, configInfo(dataset, cfg.name)]));
  return c.json({ dataset_info: infos, pending: [], failed: [], partial: false });
}

/** The sizes `/size` answers: per split, summed per config and for the dataset. */
function datasetSize(dataset: StandInDataset) {
  const numColumns = Object.keys(dataset.features).length;
  const splits = dataset.configs.flatMap((cfg) =>
    cfg.splits.map((s) => ({
      dataset: dataset.id,
      config: cfg.name,
      split: s.name,
      num_bytes_parquet_files: s.numRows * 500,
      num_bytes_memory: s.numRows * 1000,
      num_rows: s.numRows,
      num_columns: numColumns,
    })),
  );
  const sum = (of: typeof splits, key: 'num_bytes_parquet_files' | 'num_bytes_memory' | 'num_rows') =>
    of.reduce((t, s) => t + s[key], 0);
  const totals = (of: typeof splits) => ({
    num_bytes_original_files: sum(of, 'num_bytes_parquet_files'),
    num_bytes_parquet_files: sum(of, 'num_bytes_parquet_files'),
    num_bytes_memory: sum(of, 'num_bytes_memory'),
    num_rows: sum(of, 'num_rows'),
  });
  return {
    dataset: { dataset: dataset.id, ...totals(splits) },
    configs: dataset.configs.map((cfg) => ({
      dataset: dataset.id,
      config: cfg.name,
      ...totals(splits.filter((s) => s.config === cfg.name)),
      num_columns: numColumns,
    })),
    splits,
  };
}

/** Answers with `answer(c, dataset)` for the dataset of `?dataset=`, or with the error. */
function withDataset(answer: (c: Context, dataset: StandInDataset) => Response) {
  return (c: Context) => {
    const dataset = requireDataset(c);
    return dataset instanceof Response ? dataset : answer(c, dataset);
  };
}

/** The datasets server's description of a dataset: `/is-valid`, `/splits`, `/info`, `/size`. */
export function datasetDescriptionRoutes(): Hono {
  const routes = new Hono();
  routes.get(
    '/is-valid',
    withDataset((c) =>
      c.json({ preview: true, viewer: true, search: false, filter: false, statistics: true }),
    ),
  );
  routes.get('/splits', withDataset(splitsAnswer));
  routes.get('/info', withDataset(infoAnswer));
  routes.get(
    '/size',
    withDataset((c, dataset) =>
      c.json({ size: datasetSize(dataset), pending: [], failed: [], partial: false }),
    ),
  );
  return routes;
}
