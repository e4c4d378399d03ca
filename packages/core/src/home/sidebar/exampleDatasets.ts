/** The task of an example dataset, which picks its badge icon and colour. */
export type ExampleTask = 'text-classification' | 'question-answering' | 'text-to-image';

/** An example dataset offered to administrators and owners on home (spec 2 §3). */
export interface ExampleDataset {
  /** Hub repository id; clicking the card imports it. */
  repoId: string;
  task: ExampleTask;
  /** Tag ids; the interface translates them. */
  tags: string[];
  /** Icon name of the task badge. */
  icon: ExampleTask;
  /** Colour of the task badge (a hue that keeps AA contrast as a border on light and dark backgrounds). */
  color: string;
  /** Number of rows, shown in compact thousands. */
  rows: number;
}

/**
 * The three examples of spec 1 §2: a sentiment text-classification set of 100K rows, a question-answering
 * instruction set of 15K rows and a synthetic text-to-image set of 350 rows.
 */
export const EXAMPLE_DATASETS: readonly ExampleDataset[] = Object.freeze([
  {
    repoId: 'stanfordnlp/imdb',
    task: 'text-classification',
    tags: ['sentiment', 'movie-reviews', 'english'],
    icon: 'text-classification',
    color: '#4c6ef5',
    rows: 100_000,
  },
  {
    repoId: 'databricks/databricks-dolly-15k',
    task: 'question-answering',
    tags: ['instructions', 'question-answering', 'english'],
    icon: 'question-answering',
    color: '#2b8a3e',
    rows: 15_000,
  },
  {
    repoId: 'argilla/synthetic-text-to-image',
    task: 'text-to-image',
    tags: ['synthetic', 'image-generation', 'prompts'],
    icon: 'text-to-image',
    color: '#c2255c',
    rows: 350,
  },
]);

/**
 * The path of the hub import preview for a repository id (`/{encoded repo id}`, the page a later issue builds).
 *
 * @example
 * hubImportPath('stanfordnlp/imdb'); // '/stanfordnlp%2Fimdb'
 */
export function hubImportPath(repoId: string): string {
  return `/${encodeURIComponent(repoId.trim())}`;
}
