import { SIMILARITY_LIMIT_OPTIONS, SIMILARITY_URL_PARTS } from './criteriaConstants';
import type { SimilaritySearch } from './RecordCriteria';
import { escapeUrlValue, unescapeUrlValue } from './urlValueEscaping';

/**
 * Reads the `similarity` parameter `record.<id>.vector.<name>.limit.<n>.order.<most|least>`. Accepted only
 * with exactly 8 dot-separated parts, the four keywords in place, a limit of 10, 50, 100 or 200 and a known
 * order; anything else is ignored (null).
 *
 * @example
 * parseSimilarityParam('record.r1.vector.embedding.limit.50.order.most');
 * // { recordId: 'r1', vectorName: 'embedding', limit: 50, order: 'most' }
 */
export function parseSimilarityParam(value: string | null): SimilaritySearch | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== SIMILARITY_URL_PARTS) return null;
  const [record, rawRecordId = '', vector, rawVectorName = '', limitKey, rawLimit = '', orderKey, order] =
    parts;
  if (record !== 'record' || vector !== 'vector' || limitKey !== 'limit' || orderKey !== 'order') return null;
  const limit = Number(rawLimit);
  if (rawLimit.trim() === '' || !SIMILARITY_LIMIT_OPTIONS.includes(limit)) return null;
  if (order !== 'most' && order !== 'least') return null;
  const recordId = unescapeUrlValue(rawRecordId);
  const vectorName = unescapeUrlValue(rawVectorName);
  if (recordId === '' || vectorName === '') return null;
  return { recordId, vectorName, limit, order };
}

/** Writes the `similarity` parameter; null when not searching by similarity. */
export function serializeSimilarityParam(search: SimilaritySearch | null): string | null {
  if (!search) return null;
  const { recordId, vectorName, limit, order } = search;
  return `record.${escapeUrlValue(recordId)}.vector.${escapeUrlValue(vectorName)}.limit.${limit}.order.${order}`;
}
