/** Page sizes offered in bulk mode; a URL with another size is ignored. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100];

/** Page size of focus mode and after a reset. */
export const DEFAULT_PAGE_SIZE = 10;

/** Similarity result limits offered to the user. */
export const SIMILARITY_LIMIT_OPTIONS: readonly number[] = [10, 50, 100, 200];

/** Limit of a new similarity search. */
export const DEFAULT_SIMILARITY_LIMIT = 50;

/** Order of a new similarity search. */
export const DEFAULT_SIMILARITY_ORDER = 'most';

/** `record.<id>.vector.<name>.limit.<n>.order.<most|least>` has exactly this many dot-separated parts. */
export const SIMILARITY_URL_PARTS = 8;

/** Search text field meaning "every field". */
export const ALL_FIELDS = 'all';

/** Debounce before a sort change is committed ('sort-delay'). */
export const SORT_COMMIT_DELAY_MS = 500;

/** Debounce before a metadata filter change is committed ('metadata-filter-delay'). */
export const METADATA_FILTER_COMMIT_DELAY_MS = 500;

/** Debounce before a response filter change is committed. */
export const RESPONSE_FILTER_COMMIT_DELAY_MS = 500;

/** Debounce before a suggestion filter change is committed. */
export const SUGGESTION_FILTER_COMMIT_DELAY_MS = 500;

/** Bounds of a suggestion score filter. */
export const SCORE_RANGE = { min: 0, max: 1 } as const;
