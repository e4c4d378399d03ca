import type { Context } from 'hono';
import { findDataset, findSplit } from '../catalog/catalog';
import type { StandInDataset } from '../catalog/StandInDataset';

const DATASET_NOT_FOUND =
  'The dataset does not exist, or is not accessible without authentication (private or gated). Please check the spelling of the dataset name or retry with authentication.';

/** An error as the datasets server answers it: the message in the body, its code in `X-Error-Code`. */
export function datasetsServerError(
  c: Context,
  status: 401 | 404 | 422,
  code: string,
  message: string,
): Response {
  c.header('X-Error-Code', code);
  return c.json({ error: message }, status);
}

/** The datasets server's 404. */
export function notFound(c: Context): Response {
  return datasetsServerError(c, 404, 'ResponseNotFound', 'Not found.');
}

/** The dataset of `?dataset=`, or the error the datasets server answers (private repos are never served). */
export function requireDataset(c: Context): StandInDataset | Response {
  const id = c.req.query('dataset');
  if (!id) return datasetsServerError(c, 422, 'MissingRequiredParameter', "Parameter 'dataset' is required");
  const dataset = findDataset(id);
  if (!dataset || dataset.private) {
    return c.req.header('Authorization')
      ? datasetsServerError(c, 404, 'ExternalAuthenticatedError', DATASET_NOT_FOUND)
      : datasetsServerError(c, 401, 'ExternalUnauthenticatedError', DATASET_NOT_FOUND);
  }
  return dataset;
}

/** A split of `?config=` and `?split=` of the dataset. */
export interface SplitTarget {
  config: string;
  split: string;
  numRows: number;
}

/** The split of `?config=` and `?split=`, or the error the datasets server answers. */
export function requireSplit(c: Context, dataset: StandInDataset): SplitTarget | Response {
  const config = c.req.query('config');
  const split = c.req.query('split');
  if (!config || !split) {
    return datasetsServerError(
      c,
      422,
      'MissingRequiredParameter',
      "Parameters 'split', 'config' and 'dataset' are required",
    );
  }
  const found = findSplit(dataset, config, split);
  return found ? { config, split, numRows: found.split.numRows } : notFound(c);
}

/** The dataset and split of the query, or the error the datasets server answers. */
export function requireDatasetSplit(c: Context): { dataset: StandInDataset; target: SplitTarget } | Response {
  const dataset = requireDataset(c);
  if (dataset instanceof Response) return dataset;
  const target = requireSplit(c, dataset);
  if (target instanceof Response) return target;
  return { dataset, target };
}
