import type { ApiClient } from '../api/createApiClient';
import { buildSearchRequest } from '../criteria/buildSearchRequest';
import { messageOfError } from '../api/messageOfError';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import { searchContextFor } from '../queue/queueSearchContext';
import { commentRecordIdsFor } from '../queue/commentFilterRecords';
import { reviewRecordIdsFor } from '../queue/reviewStatusRecords';
import type { BulkStateAccess } from './bulkAnnotationState';
import type { BulkSelection } from './bulkSelection';
import { SELECT_ALL_RESULTS_LIMIT } from './bulkRules';

/** What select-all-results works with. */
export interface SelectAllResultsIntentContext extends BulkStateAccess {
  client: ApiClient;
  datasetId: string;
  queue: RecordQueueStore;
  selection: BulkSelection;
}

/**
 * Creates the select-all-results intent: loads the first 1000 records matching the queue's criteria and lets
 * the action affect them all (only while it is offered; a failure is shown as the store's error).
 *
 * @example
 * const selectAll = createSelectAllResults({ client, datasetId, queue, selection, get, set });
 * await selectAll();
 */
export function createSelectAllResults(context: SelectAllResultsIntentContext): () => Promise<void> {
  const { client, datasetId, queue, selection, get, set } = context;
  return async () => {
    if (!get().canSelectAllResults || get().isLoadingAllResults) return;
    const loadedWith = queue.getState().loadedWith!;
    set({ isLoadingAllResults: true, error: null });
    try {
      const window = { from: 1, many: SELECT_ALL_RESULTS_LIMIT };
      // The comment and review-status filters hold beside the search's wire: their records are read as the queue's are.
      const commentRecordIds = await commentRecordIdsFor(client, datasetId, loadedWith);
      const reviewRecordIds = await reviewRecordIdsFor(client, datasetId, loadedWith);
      const { body, params } = buildSearchRequest(
        { ...loadedWith, page: { ...loadedWith.page, server: window } },
        { ...searchContextFor(loadedWith, queue.getState().context), commentRecordIds, reviewRecordIds },
      );
      const result = await client.searchMyRecords(datasetId, body, params);
      selection.select(
        get().selectedIds,
        true,
        result.items.map((item) => item.record.id),
      );
    } catch (error) {
      set({ error: messageOfError(error) });
    } finally {
      set({ isLoadingAllResults: false });
    }
  };
}
