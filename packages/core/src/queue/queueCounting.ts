import type { AfterPaint } from '../environment/afterPaint';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { QueueFetcher } from './queueFetcher';
import type { QueueRecordsUpdate } from './queueRecordsUpdate';
import { countLeftStatus, type IsUnsent } from './queuedRecords';
import type { ListingGate, QueueStateAccess } from './recordQueueState';

/** What counting after the paint works with. */
export interface QueueCountingContext extends QueueStateAccess {
  update: QueueRecordsUpdate;
  fetcher: QueueFetcher;
  isUnsent: IsUnsent;
  listing: ListingGate;
  afterPaint: AfterPaint;
}

/** Asks for the total of an uncounted load once its first record has painted. */
export interface QueueCounting {
  /** Counts `target`'s matches after the next paint, for the list loaded now (a newer load drops it). */
  countAfterPaint(target: RecordCriteria): void;
  /** Drops a count still waiting for its paint (a new load starts). */
  cancel(): void;
}

/**
 * Creates the part of the record queue that completes an uncounted load: on a large dataset counting every match
 * is the one read that grows with it, so the first record shows without it and the count follows. The count is
 * read apart from the answers on their way, like a window, and the held records that left the filter are added,
 * as a counted window's total has them. A failed count leaves the total inexact (the pagination says so).
 *
 * @example
 * const counting = createQueueCounting({ get, set, update, fetcher, isUnsent, listing, afterPaint });
 * counting.countAfterPaint(criteria.getState().committed);
 */
export function createQueueCounting({
  get,
  update,
  fetcher,
  isUnsent,
  listing,
  afterPaint,
}: QueueCountingContext): QueueCounting {
  let cancel = () => {};

  const count = async (target: RecordCriteria, generation: number) => {
    try {
      const counted = await listing(async () => {
        const left = countLeftStatus(get().records, target.status, isUnsent);
        return { total: await fetcher.countMatches(target), left };
      });
      // A newer list, or a window that reached the end meanwhile, knows better.
      if (get().generation !== generation || get().totalKnown) return;
      update({ total: counted.total + counted.left, totalKnown: true });
    } catch {
      // The total stays inexact; the next load counts again.
    }
  };

  return {
    countAfterPaint(target) {
      cancel();
      const generation = get().generation;
      cancel = afterPaint(() => void count(target, generation));
    },
    cancel: () => cancel(),
  };
}
