import { featureKind, type Feature } from '../catalog/features';

/** Where an image cell's picture can be fetched (the datasets server's `/assets/…` URL). */
export type AssetUrl = (row: number, column: string) => string;

/** Longest text cell kept whole once a `first-rows` answer passes its byte budget. */
const TRUNCATED_CELL_CHARS = 1000;

/**
 * A generated value as the datasets server shows it in `first-rows` and `rows`: images as `{ src, height,
 * width }`, timestamps as ISO text, bytes as base64, everything else as decoded.
 */
export function toCell(
  feature: Feature,
  value: unknown,
  assetUrl: AssetUrl,
  row: number,
  column: string,
): unknown {
  if (value === null || value === undefined) return null;
  switch (featureKind(feature)) {
    case 'Image':
      return { src: assetUrl(row, column), height: 32, width: 32 };
    case 'Value': {
      const dtype = (feature as { dtype: string }).dtype;
      if (dtype === 'timestamp[s]') return new Date(value as number).toISOString().slice(0, 19);
      if (dtype === 'binary') return Buffer.from(value as Uint8Array).toString('base64');
      return value;
    }
    case 'List':
    case 'Sequence': {
      const inner = (feature as { feature: Feature }).feature;
      return (value as unknown[]).map((item) => toCell(inner, item, assetUrl, row, column));
    }
    case 'ClassLabel':
      return value;
    default: {
      const struct = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(feature as Record<string, Feature>).map(([name, child]) => [
          name,
          toCell(child, struct[name], assetUrl, row, column),
        ]),
      );
    }
  }
}

/**
 * Cuts long text cells once the rows would pass `maxBytes`, naming them in `truncated_cells`, like the datasets
 * server keeps its first-rows answer under about a megabyte.
 */
export function truncateRows(
  rows: { row_idx: number; row: Record<string, unknown>; truncated_cells: string[] }[],
  maxBytes: number,
): void {
  if (JSON.stringify(rows).length <= maxBytes) return;
  for (const item of rows) {
    for (const [column, cell] of Object.entries(item.row)) {
      if (typeof cell === 'string' && cell.length > TRUNCATED_CELL_CHARS) {
        item.row[column] = cell.slice(0, TRUNCATED_CELL_CHARS);
        item.truncated_cells.push(column);
      }
    }
  }
}
