import type { Timestamp, Timestamps, Uuid } from './common';

export type DatasetStatus = 'draft' | 'ready';

export interface WireDistribution {
  strategy: 'overlap';
  min_submitted: number;
}

export interface WireDataset extends Timestamps {
  id: Uuid;
  name: string;
  guidelines: string | null;
  allow_extra_metadata: boolean;
  status: DatasetStatus;
  distribution: WireDistribution;
  metadata: Record<string, unknown> | null;
  workspace_id: Uuid;
  last_activity_at: Timestamp;
}

export interface DatasetCreate {
  name: string;
  workspace_id: Uuid;
  guidelines?: string | null;
  allow_extra_metadata?: boolean;
  distribution?: WireDistribution;
  metadata?: Record<string, unknown> | null;
}

export interface DatasetUpdate {
  name?: string;
  guidelines?: string | null;
  allow_extra_metadata?: boolean;
  distribution?: WireDistribution;
  metadata?: Record<string, unknown> | null;
}

export interface WireDatasetProgress {
  total: number;
  completed: number;
  pending: number;
  users: { username: string }[];
}

export interface WireResponseCounts {
  submitted: number;
  discarded: number;
  draft: number;
}

export interface WireUsersProgress {
  users: { username: string; completed: WireResponseCounts; pending: WireResponseCounts }[];
}

export interface WireDatasetMetrics {
  responses: {
    total: number;
    submitted: number;
    discarded: number;
    draft: number;
    pending: number;
  };
}
