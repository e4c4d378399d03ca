/**
 * Cached reads that change whenever a response is written: the caller's metrics, the team progress, a home card's
 * overview, and the
 * review queue, summary and agreement computed from submitted responses.
 */
const RESPONSE_EFFECTS = [
  '/me/datasets/*/metrics',
  '/me/datasets/*/overview',
  '/datasets/*/progress',
  '/datasets/*/users/progress',
  '/datasets/*/review',
  '/datasets/*/agreement',
];

/** Dataset children edited by their own id; the owning dataset is unknown, so every dataset's list goes. */
const CHILD_LISTS: Record<string, string[]> = {
  fields: ['/datasets/*/fields', '/me/datasets/*/overview'],
  questions: ['/datasets/*/questions', '/me/datasets/*/overview'],
  'vectors-settings': ['/datasets/*/vectors-settings'],
  'metadata-properties': ['/me/datasets/*/metadata-properties'],
};

/** Cached reads a comment write changes: the record's thread, the dataset's commented records, the mentions. */
const COMMENT_EFFECTS = ['/records/*/comments', '/datasets/*/comments', '/me/mentions'];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cached paths (as patterns for `matchesPathPattern`) that a request makes stale. Reads and the POST
 * searches invalidate nothing; a response write invalidates the dataset metrics and progress; a dataset write
 * invalidates `/me/datasets` and that dataset; any other write invalidates its own collection.
 *
 * @example
 * invalidationsForWrite('PATCH', '/datasets/d1'); // ['/me/datasets', '/datasets/d1']
 * invalidationsForWrite('POST', '/me/datasets/d1/records/search'); // []
 */
export function invalidationsForWrite(method: string, path: string): string[] {
  if (READ_METHODS.has(method.toUpperCase())) return [];
  const segments = (path.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  const [head, id, child] = segments;
  // Searches are POSTed but only read; the token call changes no resource.
  if (segments.at(-1) === 'search' || segments.at(-2) === 'search' || head === 'token') return [];
  if (head === undefined) return [];

  if (head === 'responses' || (head === 'me' && id === 'responses')) return [...RESPONSE_EFFECTS, '/records'];
  // A review settles or rejects a record: a rejection turns its submitted responses back into drafts.
  if (head === 'records' && child === 'review') return [...RESPONSE_EFFECTS, '/records'];
  if (head === 'comments' || (head === 'records' && child === 'comments')) return COMMENT_EFFECTS;
  if (head === 'records' && id !== undefined) {
    // A record's responses, suggestions or the record itself: its answer and the counts around it.
    return child === 'responses' || child === undefined
      ? [...RESPONSE_EFFECTS, `/records/${id}`]
      : [`/records/${id}`];
  }
  // Several records reviewed at once (`PUT /datasets/{id}/reviews`): as one review each.
  if (head === 'datasets' && id !== undefined && child === 'reviews')
    return [...RESPONSE_EFFECTS, '/records', '/me/datasets', `/datasets/${id}`];
  if (head === 'datasets') return id === undefined ? ['/me/datasets'] : ['/me/datasets', `/datasets/${id}`];
  if (head === 'suggestions') return ['/records'];
  const childLists = CHILD_LISTS[head];
  if (childLists !== undefined) return id === undefined ? childLists : [...childLists, `/${head}/${id}`];
  if (head === 'workspaces')
    return id === undefined ? ['/me/workspaces'] : ['/me/workspaces', `/workspaces/${id}`];
  return [`/${head}`];
}
