import type { ApiClient } from '../api/createApiClient';
import type { UserRole } from '../api/wire/users';
import { loadEmptyState } from './loadEmptyState';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { Message } from '../messages/Message';
import { toDatasetProgress } from '../model/DatasetProgress';
import type { Metrics } from '../model/Metrics';
import { endOfQueueMessage } from './queueMessages';
import { recordNotFoundMessage } from './recordNotFound';
import { isFilterActive } from './queueSearchContext';

/** What the messages are worked out with. */
export interface QueueEmptyMessagesContext {
  client: ApiClient;
  datasetId: string;
  role?: UserRole;
  metrics?: () => Metrics | null;
  /** The one record of a scoped view. */
  recordId?: string;
}

/** The messages of a page without a record. */
export interface QueueEmptyMessages {
  /** After a fresh load found nothing: the dataset, the filter or the status is empty. */
  empty(target: RecordCriteria): Promise<Message | null>;
  /** After paging past the last record: the end of the queue (or of the whole task distribution). */
  end(target: RecordCriteria): Promise<Message | null>;
}

/**
 * Creates the part of the record queue that words an empty page, asking the server what it needs to know
 * (progress, role) only when the page is empty.
 *
 * @example
 * const messages = createQueueEmptyMessages({ client, datasetId });
 * set({ message: await messages.end(criteria) });
 */
export function createQueueEmptyMessages(context: QueueEmptyMessagesContext): QueueEmptyMessages {
  const { client, datasetId } = context;
  return {
    async empty(target) {
      const notFound = context.recordId
        ? await recordNotFoundMessage(client, datasetId, context.recordId)
        : null;
      return (
        notFound ??
        loadEmptyState({
          client,
          datasetId,
          status: target.status,
          isFiltering: isFilterActive(target),
          role: context.role,
          metrics: context.metrics?.() ?? null,
        })
      );
    },
    async end(target) {
      const progress = await client.getDatasetProgress(datasetId).then(toDatasetProgress, () => null);
      return endOfQueueMessage({
        status: target.status,
        isFiltering: isFilterActive(target),
        isTaskDistributionCompleted: progress?.isCompleted ?? false,
      });
    },
  };
}
