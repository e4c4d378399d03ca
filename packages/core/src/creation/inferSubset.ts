import type { HubConfigInfo } from './createHubDatasetClient';
import type {
  CreationFieldDraft,
  CreationMetadataDraft,
  CreationQuestionDraft,
  SubsetDraft,
} from './creationDraft';
import { hubFeatureKind } from '../api/wire/hubFeatures';

/** The column whose values become the records' external ids. */
export const EXTERNAL_ID_COLUMN = 'id';

/**
 * Column names the hub layout of an export gives the record itself (`id`, `status`, `_server_id`): such a column
 * never becomes a field or a metadata property by itself (the server refuses those targets).
 */
export const RESERVED_COLUMN_NAMES: readonly string[] = Object.freeze(['id', 'status', '_server_id']);

function questionFromColumn(
  subset: string,
  column: string,
  type: 'label_selection' | 'multi_label_selection',
  labels: string[],
): CreationQuestionDraft {
  return {
    key: `${subset}:${column}`,
    name: column,
    title: column,
    type,
    required: false,
    column,
    wasAutoMapped: true,
    options: labels,
    ratingValues: [],
    field: null,
    allowOverlapping: false,
    touched: false,
  };
}

/**
 * What a hub config becomes (spec 2 §4): each column's feature decides a field, a question mapped to the column,
 * or a metadata property; an `id` column gives the external ids; a subset with exactly one question makes it
 * required.
 *
 * @example
 * inferSubset('plain_text', info).questions[0]; // { name: 'label', type: 'label_selection', required: true, … }
 */
export function inferSubset(name: string, info: HubConfigInfo): SubsetDraft {
  const fields: CreationFieldDraft[] = [];
  const questions: CreationQuestionDraft[] = [];
  const metadata: CreationMetadataDraft[] = [];
  const columnLabels: Record<string, string[]> = {};
  const columns = Object.keys(info.features);
  for (const column of columns) {
    const kind = hubFeatureKind(info.features[column]);
    if (kind.kind === 'label_selection' || kind.kind === 'multi_label_selection') {
      columnLabels[column] = kind.labels;
      questions.push(questionFromColumn(name, column, kind.kind, kind.labels));
    } else if (RESERVED_COLUMN_NAMES.includes(column)) {
      fields.push({ name: column, column, type: 'no mapping' });
    } else if (kind.kind === 'metadata') {
      metadata.push({ name: column, column, dtype: kind.dtype });
    } else {
      fields.push({ name: column, column, type: kind.kind === 'none' ? 'no mapping' : kind.kind });
    }
  }
  if (questions.length === 1) questions[0] = { ...(questions[0] as CreationQuestionDraft), required: true };
  const splits = Object.keys(info.splits ?? {});
  return {
    name,
    splits,
    selectedSplit: splits[0] ?? 'train',
    columns,
    columnLabels,
    fields,
    questions,
    metadata,
    externalIdColumn: columns.includes(EXTERNAL_ID_COLUMN) ? EXTERNAL_ID_COLUMN : null,
  };
}

/** The repository name without its owner: the new dataset's default name. */
export function datasetNameOfRepo(repoId: string): string {
  return repoId.split('/').at(-1) ?? repoId;
}
