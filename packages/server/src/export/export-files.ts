import { parquetWriteBuffer } from 'hyparquet-writer';
import type { DatasetsTable } from '../db/schema';
import { hubFeature, schemaElements, writerValue } from './parquet-column-type';
import type { ExportSettings, LayoutColumn } from './hub-layout';

/** Where the `datasets` library puts a config's split: `data/` for the default config, else the config's name. */
export function dataFilePath(subset: string, split: string): string {
  return `${subset === 'default' ? 'data' : subset}/${split}-00000-of-00001.parquet`;
}

/** The layout's columns as one parquet file, with the features in its `huggingface` metadata like `datasets` writes. */
export function layoutParquet(columns: LayoutColumn[], rowCount: number): Uint8Array {
  const features = Object.fromEntries(columns.map((c) => [c.name, hubFeature(c.type)]));
  const buffer = parquetWriteBuffer({
    columnData: columns.map((c) => ({ name: c.name, data: c.values.map((v) => writerValue(c.type, v)) })),
    schema: [
      { name: 'schema', num_children: columns.length },
      ...columns.flatMap((c) => schemaElements(c.name, c.type)),
    ],
    kvMetadata: [{ key: 'huggingface', value: JSON.stringify({ info: { features } }) }],
    rowGroupSize: Math.max(1, rowCount),
    createdBy: 'marginalia',
  });
  return new Uint8Array(buffer);
}

/** The dataset card: the `datasets` configuration that points at the data file, and the dataset's settings. */
export function datasetCard(
  repoId: string,
  dataset: DatasetsTable,
  subset: string,
  split: string,
  rowCount: number,
  settings: ExportSettings,
): string {
  const path = dataFilePath(subset, split).replace(/-00000-of-00001\.parquet$/, '-*');
  return [
    '---',
    'tags:',
    '- rlfh',
    '- argilla',
    '- human-feedback',
    'configs:',
    `- config_name: ${subset}`,
    '  data_files:',
    `  - split: ${split}`,
    `    path: ${path}`,
    '---',
    '',
    `# ${repoId}`,
    '',
    `Exported from Marginalia (dataset \`${dataset.name}\`): ${rowCount} records with their responses and suggestions.`,
    '',
    `- Fields: ${settings.fields.map((f) => `\`${f.name}\` (${f.type})`).join(', ') || 'none'}`,
    `- Questions: ${settings.questions.map((q) => `\`${q.name}\` (${q.type})`).join(', ') || 'none'}`,
    `- Metadata: ${settings.metadata.map((m) => `\`${m.name}\` (${m.type})`).join(', ') || 'none'}`,
    '',
    dataset.guidelines ? `## Guidelines\n\n${dataset.guidelines}\n` : '',
  ].join('\n');
}
