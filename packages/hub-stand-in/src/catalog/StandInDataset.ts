import type { Features } from './features';

/** How a dataset's parquet files misbehave when their data (not their footer) is read. */
export type FileFault =
  /** Every data read answers 500. */
  | 'status-500'
  /** Every data read sends half of its bytes, then the connection is dropped. */
  | 'drop-connection'
  /** Every other data read answers 500 (a client that retries gets everything). */
  | 'flaky';

export interface SplitDefinition {
  name: string;
  numRows: number;
}

export interface ConfigDefinition {
  name: string;
  splits: SplitDefinition[];
}

/**
 * A dataset the stand-in serves: its repository id, configs and splits, its columns, and a deterministic row
 * generator (the same row on every machine and every start).
 */
export interface StandInDataset {
  id: string;
  description: string;
  private?: boolean;
  tags?: string[];
  configs: ConfigDefinition[];
  features: Features;
  /** Row `index` of `split` (values as the `datasets` library decodes them; images as `{ bytes, path }`). */
  row(index: number, split: string, config: string): Record<string, unknown>;
  /** Rows per row group of its parquet files (default 1,000). */
  rowGroupSize?: number;
  fault?: FileFault;
}
