import { Hono, type Context } from 'hono';
import type { StandInDataset } from '../catalog/StandInDataset';
import { baseUrl, parquetUrl, splitFile, type StandInContext } from '../StandInContext';
import { notFound, requireDataset, requireDatasetSplit } from './datasetsServerRequest';
import { splitStatistics } from './splitStatistics';

/** The parquet files of the dataset's splits, narrowed to `?config=` and `?split=` when given. */
function parquetFiles(c: Context, context: StandInContext, dataset: StandInDataset) {
  const config = c.req.query('config');
  const split = c.req.query('split');
  const base = baseUrl(c);
  return dataset.configs
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
}

/** The datasets server's files and statistics of a dataset: `/parquet`, `/statistics` (computed once a split). */
export function datasetFilesRoutes(context: StandInContext): Hono {
  const routes = new Hono();
  const statistics = new Map<string, ReturnType<typeof splitStatistics>>();

  routes.get('/parquet', (c) => {
    const dataset = requireDataset(c);
    if (dataset instanceof Response) return dataset;
    const files = parquetFiles(c, context, dataset);
    if ((c.req.query('config') || c.req.query('split')) && files.length === 0) return notFound(c);
    return c.json({
      parquet_files: files,
      features: dataset.features,
      pending: [],
      failed: [],
      partial: false,
    });
  });

  routes.get('/statistics', (c) => {
    const found = requireDatasetSplit(c);
    if (found instanceof Response) return found;
    const { dataset, target } = found;
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
  return routes;
}
