import { featureKind, type Feature, type Features } from '../catalog/features';

type Numbers = number[];

/** A long text kept by its length only, so statistics over large texts never hold them all. */
interface LongText {
  length: number;
}

function compact(feature: Feature, value: unknown): unknown {
  if (typeof value === 'string' && value.length > 200) return { length: value.length } satisfies LongText;
  if (featureKind(feature) === 'Image' && value) return 1;
  return value ?? null;
}

function histogram(values: Numbers, integer: boolean): { hist: number[]; bin_edges: number[] } | null {
  if (values.length === 0) return null;
  const min = values.reduce((a, b) => (b < a ? b : a));
  const max = values.reduce((a, b) => (b > a ? b : a));
  const bins = min === max ? 1 : 10;
  const width = (max - min) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => (i === bins ? max : min + i * width));
  const hist = new Array<number>(bins).fill(0);
  for (const value of values)
    hist[Math.min(bins - 1, width === 0 ? 0 : Math.floor((value - min) / width))]! += 1;
  return { hist, bin_edges: edges.map((e) => (integer ? Math.round(e) : Number(e.toFixed(5)))) };
}

function numeric(values: (number | null)[], integer: boolean): Record<string, unknown> {
  const present = values.filter((v): v is number => v !== null);
  const nan = values.length - present.length;
  const sorted = [...present].sort((a, b) => a - b);
  const mean = present.reduce((a, b) => a + b, 0) / (present.length || 1);
  const median = sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
  const std = Math.sqrt(present.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, present.length - 1));
  return {
    nan_count: nan,
    nan_proportion: values.length ? Number((nan / values.length).toFixed(5)) : 0,
    min: sorted[0] ?? null,
    max: sorted.at(-1) ?? null,
    mean: present.length ? Number(mean.toFixed(5)) : null,
    median,
    std: present.length ? Number(std.toFixed(5)) : null,
    histogram: histogram(present, integer),
  };
}

function frequencies(values: (string | null)[], names?: string[]): Record<string, unknown> {
  const counts: Record<string, number> = Object.fromEntries((names ?? []).map((n) => [n, 0]));
  let nan = 0;
  for (const value of values) {
    if (value === null) nan++;
    else counts[value] = (counts[value] ?? 0) + 1;
  }
  return {
    nan_count: nan,
    nan_proportion: values.length ? Number((nan / values.length).toFixed(5)) : 0,
    n_unique: Object.values(counts).filter((n) => n > 0).length,
    frequencies: counts,
  };
}

/** The datasets server's `column_type` and statistics of one column over all rows of a split. */
function columnStatistics(
  feature: Feature,
  cells: unknown[],
): { type: string; stats: Record<string, unknown> } | null {
  const kind = featureKind(feature);
  if (kind === 'ClassLabel') {
    const names = (feature as { names: string[] }).names;
    const noLabel = cells.filter((c) => c === -1).length;
    const stats = frequencies(
      cells.map((c) => (c === null || c === -1 ? null : (names[c as number] ?? null))),
      names,
    );
    return {
      type: 'class_label',
      stats: {
        ...stats,
        no_label_count: noLabel,
        no_label_proportion: cells.length ? noLabel / cells.length : 0,
      },
    };
  }
  if (kind === 'List' || kind === 'Sequence') {
    return {
      type: 'list',
      stats: numeric(
        cells.map((c) => (Array.isArray(c) ? c.length : null)),
        true,
      ),
    };
  }
  if (kind === 'Image')
    return {
      type: 'image',
      stats: numeric(
        cells.map((c) => (c ? 32 : null)),
        true,
      ),
    };
  if (kind !== 'Value') return null;
  const dtype = (feature as { dtype: string }).dtype;
  if (dtype === 'string') {
    const strings = cells as (string | LongText | null)[];
    // Few distinct short values read as labels, like the datasets server's `string_label`.
    const short = strings.filter((s): s is string => typeof s === 'string');
    const distinct = new Set(short);
    if (
      short.length === strings.filter((s) => s !== null).length &&
      distinct.size <= 30 &&
      strings.length > distinct.size
    ) {
      return {
        type: 'string_label',
        stats: frequencies(
          short.length === strings.length ? short : strings.map((s) => (typeof s === 'string' ? s : null)),
        ),
      };
    }
    const lengths = strings.map((s) => (s === null ? null : typeof s === 'string' ? s.length : s.length));
    return { type: 'string_text', stats: numeric(lengths, true) };
  }
  if (dtype === 'bool')
    return { type: 'bool', stats: frequencies(cells.map((c) => (c === null ? null : c ? 'True' : 'False'))) };
  if (dtype.startsWith('int')) return { type: 'int', stats: numeric(cells as (number | null)[], true) };
  if (dtype.startsWith('float')) return { type: 'float', stats: numeric(cells as (number | null)[], false) };
  return null;
}

/** `GET /statistics` of a split: one item per column the datasets server computes statistics for. */
export function splitStatistics(
  features: Features,
  numRows: number,
  row: (index: number) => Record<string, unknown>,
): { num_examples: number; statistics: unknown[]; partial: boolean } {
  const columns = Object.entries(features);
  const cells = new Map<string, unknown[]>(columns.map(([name]) => [name, []]));
  for (let index = 0; index < numRows; index++) {
    const values = row(index);
    for (const [name, feature] of columns) cells.get(name)!.push(compact(feature, values[name]));
  }
  const statistics = columns
    .map(([name, feature]) => {
      const computed = columnStatistics(feature, cells.get(name)!);
      return computed && { column_name: name, column_type: computed.type, column_statistics: computed.stats };
    })
    .filter(Boolean)
    .sort((a, b) => a!.column_name.localeCompare(b!.column_name));
  return { num_examples: numRows, statistics, partial: false };
}
