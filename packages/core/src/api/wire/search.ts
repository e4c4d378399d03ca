import type { Uuid } from './common';
import type { WireRecord } from './records';

export type SearchScope =
  | { entity: 'record'; property: 'id' | 'external_id' | 'inserted_at' | 'updated_at' | 'status' }
  | { entity: 'response'; question?: string | null; property?: 'status' | null }
  | { entity: 'suggestion'; question: string; property?: 'value' | 'score' | 'agent' | 'type' }
  | { entity: 'metadata'; metadata_property: string };

export type SearchFilter =
  | { type: 'terms'; scope: SearchScope; values: string[] }
  | { type: 'range'; scope: SearchScope; ge?: number | string | null; le?: number | string | null };

export interface SearchSort {
  scope: SearchScope;
  order: 'asc' | 'desc';
}

export interface SearchQuery {
  text?: { q: string; field?: string | null };
  vector?: {
    name: string;
    record_id?: Uuid | null;
    value?: number[] | null;
    order?: 'most_similar' | 'least_similar';
    /** Sent by the original UI and ignored by the server. */
    max_results?: number;
  };
}

export interface SearchRecordsBody {
  query?: SearchQuery;
  filters?: { and: SearchFilter[]; type?: 'and' };
  sort?: SearchSort[];
}

export interface WireSearchResult {
  items: { record: WireRecord; query_score: number | null }[];
  total: number;
}

export type SearchInclude = 'responses' | 'suggestions' | 'vectors' | 'response_suggestions';

export interface WireSuggestionOptions {
  items: { question: { id: Uuid; name: string }; agents: string[] }[];
}
