import type { CriteriaSort } from './RecordCriteria';
import { escapeUrlValue, splitItems, unescapeUrlValue } from './urlValueEscaping';

const ENTITIES: readonly string[] = ['record', 'metadata', 'suggestion', 'response'];
/** Record properties the search can sort by (the wire's record scope). */
const RECORD_PROPERTIES: readonly string[] = ['id', 'external_id', 'inserted_at', 'updated_at', 'status'];

function isOrder(value: string | undefined): value is CriteriaSort['order'] {
  return value === 'asc' || value === 'desc';
}

function parseSortItem(item: string): CriteriaSort | null {
  const parts = item.split('.');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [entity = '', rawName = '', third, fourth] = parts;
  const name = unescapeUrlValue(rawName);
  const order = fourth ?? third;
  if (!ENTITIES.includes(entity) || name === '' || !isOrder(order)) return null;
  if (entity === 'record' && !RECORD_PROPERTIES.includes(name)) return null;
  const sort: CriteriaSort = { entity: entity as CriteriaSort['entity'], name, order };
  if (fourth === undefined) return sort;
  // Only suggestions have a property (score or value).
  if (entity !== 'suggestion' || (third !== 'score' && third !== 'value')) return null;
  return { ...sort, property: third };
}

/**
 * Reads the `sort` parameter: `entity.name.order` or, for suggestions, `entity.name.property.order`, several
 * joined with `~`. Malformed items are ignored.
 *
 * @example
 * parseSortParam('record.inserted_at.asc~suggestion.q.score.desc');
 * // [{ entity: 'record', name: 'inserted_at', order: 'asc' },
 * //  { entity: 'suggestion', name: 'q', property: 'score', order: 'desc' }]
 */
export function parseSortParam(value: string | null): CriteriaSort[] {
  return splitItems(value).flatMap((item) => parseSortItem(item) ?? []);
}

/** Writes the `sort` parameter; null without sorting. */
export function serializeSortParam(sortBy: readonly CriteriaSort[]): string | null {
  if (sortBy.length === 0) return null;
  return sortBy
    .map(({ entity, name, property, order }) =>
      property
        ? `${entity}.${escapeUrlValue(name)}.${property}.${order}`
        : `${entity}.${escapeUrlValue(name)}.${order}`,
    )
    .join('~');
}
