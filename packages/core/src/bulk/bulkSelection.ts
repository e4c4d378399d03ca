import type { AnswerValue } from '../model/AnswerValue';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import { isFilterActive } from '../queue/queueSearchContext';
import type { BulkStateAccess } from './bulkAnnotationState';
import { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
import { canSelectAllResults } from './bulkRules';

/** What the selection works with. */
export interface BulkSelectionContext extends BulkStateAccess {
  queue: RecordQueueStore;
}

/** The selection of bulk mode on the queue's page. */
export interface BulkSelection {
  /** The ids of the page's records. */
  pageIds(): string[];
  /** Sets the selection and recomputes what derives from it and the page. */
  select(selectedIds: string[], affectsAllResults: boolean, allResultIds?: string[]): void;
  toggle(recordId: string): void;
  setRecordAnswer(recordId: string, questionName: string, value: AnswerValue | undefined): void;
  /** Follows the page: a page change or a new list clears the selection. Returns the cleanup. */
  followPage(): () => void;
}

/**
 * Creates the selection part of bulk annotation (spec 1 §4 "Bulk mode"): selected records of the page, the
 * records' own answers, select-all-results' offer and why the actions are disabled.
 *
 * @example
 * const selection = createBulkSelection({ queue, get, set });
 * selection.select(selection.pageIds(), false);
 */
export function createBulkSelection({ queue, get, set }: BulkSelectionContext): BulkSelection {
  const pageIds = () => queue.getState().pageRecords.map((record) => record.id);

  const select = (selectedIds: string[], affectsAllResults: boolean, allResultIds: string[] = []) => {
    const { loadedWith, total } = queue.getState();
    const ids = pageIds();
    // Own answers follow the selection: a record's are dropped when it is deselected or leaves the page.
    const recordAnswers = Object.fromEntries(
      Object.entries(get().recordAnswers).filter(([id]) => selectedIds.includes(id) && ids.includes(id)),
    );
    const isAllPageSelected = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
    const affectedCount = affectsAllResults ? allResultIds.length : selectedIds.length;
    set({
      selectedIds,
      recordAnswers,
      affectsAllResults,
      allResultIds,
      isAllPageSelected,
      canSelectAllResults:
        loadedWith !== null &&
        canSelectAllResults({
          isAllPageSelected,
          isFilterActive: isFilterActive(loadedWith),
          total,
          pageSize: loadedWith.page.client.many,
        }),
      affectedCount,
      canAnnotate: affectedCount > 0,
      disabledReason: affectedCount > 0 ? null : { key: BULK_MESSAGE_KEYS.selectAtLeastOne },
    });
  };

  return {
    pageIds,
    select,
    toggle(recordId) {
      if (!pageIds().includes(recordId)) return;
      const { selectedIds } = get();
      const next = selectedIds.includes(recordId)
        ? selectedIds.filter((id) => id !== recordId)
        : [...selectedIds, recordId];
      // Changing the selection by hand leaves select-all-results.
      select(next, false);
    },
    setRecordAnswer(recordId, questionName, value) {
      if (!pageIds().includes(recordId) || get().running !== null) return;
      const { selectedIds, affectsAllResults, allResultIds, recordAnswers } = get();
      const own = { ...recordAnswers[recordId], [questionName]: value };
      set({ recordAnswers: { ...recordAnswers, [recordId]: own } });
      // Editing a record's own answer selects it (spec 1 §4); an existing selection stays as it is.
      if (!selectedIds.includes(recordId)) select([...selectedIds, recordId], false);
      else select(selectedIds, affectsAllResults, allResultIds);
    },
    followPage: () =>
      // The selection belongs to one page of one list: a page change or a new list clears it.
      queue.subscribe((state, previous) => {
        const { page } = state.loadedWith ?? {};
        const before = previous.loadedWith?.page;
        const moved =
          state.generation !== previous.generation ||
          page?.client.page !== before?.client.page ||
          page?.mode !== before?.mode ||
          page?.client.many !== before?.client.many;
        if (moved) return select([], false);
        // Same page: keep what is still on it, and recompute what derives from the page.
        const ids = state.pageRecords.map((record) => record.id);
        const { selectedIds, affectsAllResults, allResultIds } = get();
        select(
          selectedIds.filter((id) => ids.includes(id)),
          affectsAllResults,
          allResultIds,
        );
      }),
  };
}
