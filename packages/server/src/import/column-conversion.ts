import { isHubChatColumn, type HubColumnType } from '@marginalia/core';
import { describeColumnType } from './hub-column-types';

/** Turns a decoded parquet cell into the value a record takes; `null` means "no value". */
export type CellConverter = (cell: unknown) => unknown;

/** What a column is mapped onto: a field, a metadata property or a question's suggestion, by its type. */
export type ImportTarget =
  | { role: 'field'; type: string }
  | { role: 'metadata'; type: string }
  | { role: 'suggestion'; type: string }
  | { role: 'external_id' };

const toNumber = (cell: unknown): number | null =>
  typeof cell === 'bigint' ? Number(cell) : typeof cell === 'number' && Number.isFinite(cell) ? cell : null;

function classLabelName(names: string[]): CellConverter {
  return (cell) => {
    const index = toNumber(cell);
    return index === null || index < 0 ? null : (names[index] ?? null);
  };
}

/** A scalar column as text: strings as they are, numbers and booleans written out, class labels by name. */
function asText(type: HubColumnType): CellConverter | null {
  switch (type.kind) {
    case 'string':
      return (cell) => (typeof cell === 'string' ? cell : null);
    case 'integer':
    case 'float':
      return (cell) => (toNumber(cell) === null ? null : String(toNumber(cell)));
    case 'bool':
      return (cell) => (typeof cell === 'boolean' ? String(cell) : null);
    case 'class_label':
      return classLabelName(type.names);
    default:
      return null;
  }
}

const MAGIC: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x47, 0x49, 0x46], 'image/gif'],
  [[0x52, 0x49, 0x46, 0x46], 'image/webp'],
];

function imageMimeType(bytes: Uint8Array): string {
  return MAGIC.find(([magic]) => magic.every((b, i) => bytes[i] === b))?.[1] ?? 'application/octet-stream';
}

/** An image struct (`{ bytes, path }`) as a data URI, or its path when that is a URL and no bytes were stored. */
const imageCell: CellConverter = (cell) => {
  const image = cell as { bytes?: unknown; path?: unknown } | null;
  if (image?.bytes instanceof Uint8Array && image.bytes.length > 0) {
    return `data:${imageMimeType(image.bytes)};base64,${Buffer.from(image.bytes).toString('base64')}`;
  }
  return typeof image?.path === 'string' && /^(https?:|data:)/.test(image.path) ? image.path : null;
};

/** A conversation whose roles and contents are strings: the chat field's shape. */
function isTextChat(type: HubColumnType): boolean {
  if (!isHubChatColumn(type)) return false;
  const { role, content } = type.item.fields;
  return role?.kind === 'string' && content?.kind === 'string';
}

const chatCell: CellConverter = (cell) =>
  Array.isArray(cell)
    ? cell
        .filter((m): m is { role: unknown; content: unknown } => typeof m === 'object' && m !== null)
        .map((m) => ({ role: String(m.role ?? ''), content: String(m.content ?? '') }))
    : null;

/** Any decoded value as JSON: 64-bit integers as numbers, bytes as base64, dates as ISO text. */
function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonValue(v)]));
  }
  return value ?? null;
}

function fieldConverter(fieldType: string, column: HubColumnType): CellConverter | null {
  if (fieldType === 'text') return asText(column);
  if (fieldType === 'image') {
    if (column.kind === 'image') return imageCell;
    if (column.kind === 'string') return (cell) => (typeof cell === 'string' ? cell : null);
    return null;
  }
  if (fieldType === 'chat') return isTextChat(column) ? chatCell : null;
  if (fieldType === 'custom') {
    return column.kind === 'struct'
      ? (cell) => (cell === null || cell === undefined ? null : jsonValue(cell))
      : null;
  }
  return null;
}

function metadataConverter(metadataType: string, column: HubColumnType): CellConverter | null {
  if (metadataType === 'terms') return asText(column);
  if (metadataType === 'integer' && column.kind === 'integer') return toNumber;
  if (metadataType === 'float' && (column.kind === 'integer' || column.kind === 'float')) return toNumber;
  return null;
}

function suggestionConverter(questionType: string, column: HubColumnType): CellConverter | null {
  switch (questionType) {
    case 'label_selection':
      return column.kind === 'class_label' || column.kind === 'string' || column.kind === 'integer'
        ? asText(column)
        : null;
    case 'multi_label_selection': {
      if (column.kind !== 'list') return null;
      const item = asText(column.item);
      return item
        ? (cell) => {
            const labels = Array.isArray(cell)
              ? cell.map(item).filter((l): l is string => typeof l === 'string')
              : [];
            return labels.length > 0 ? labels : null;
          }
        : null;
    }
    case 'rating':
      return column.kind === 'integer' ? toNumber : null;
    case 'text':
      return asText(column);
    default:
      return null;
  }
}

/**
 * The converter from a column to a target, or the reason it cannot be imported, e.g.
 * "Column `details` holds a struct, which cannot be imported into the text field `details`".
 */
export function columnConverter(
  source: string,
  column: HubColumnType,
  target: ImportTarget,
  targetName: string,
): CellConverter | string {
  let converter: CellConverter | null;
  let what: string;
  if (target.role === 'field') {
    converter = fieldConverter(target.type, column);
    what = `the ${target.type} field \`${targetName}\``;
  } else if (target.role === 'metadata') {
    converter = metadataConverter(target.type, column);
    what = `the ${target.type} metadata property \`${targetName}\``;
  } else if (target.role === 'suggestion') {
    converter = suggestionConverter(target.type, column);
    what = `suggestions of the ${target.type} question \`${targetName}\``;
  } else {
    converter = column.kind === 'string' || column.kind === 'integer' ? asText(column) : null;
    what = 'the external id';
  }
  return (
    converter ??
    `Column \`${source}\` holds a ${describeColumnType(column)}, which cannot be imported into ${what}`
  );
}
