import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { timestampToMillis } from '../model/timestamp';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { AnnotationData, AnnotationSlice } from './annotationState';
import type { AnswerForm } from './answerForm';
import type { AnswerTimer } from './createAnswerTimer';
import { initialAnswers } from './initialAnswers';

/** The members of the annotation state that show the queue's page. */
type PageMember =
  | 'mode'
  | 'page'
  | 'pageSize'
  | 'total'
  | 'totalKnown'
  | 'record'
  | 'records'
  | 'reference'
  | 'canGoNext'
  | 'canGoPrevious'
  | 'emptyState';

/** What the shown page works with: it writes the page's members and the record's draft indicator. */
export interface ShownPageContext {
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  form: AnswerForm;
  timer: AnswerTimer;
  state: AnnotationSlice<
    'record' | 'answers' | 'isModified' | 'questions',
    PageMember | 'lastSavedAt' | 'draftSaveStatus'
  >;
}

/** Puts the queue's page into the view. */
export interface ShownPage {
  /** Shows the queue's page now (called on every queue change). */
  show(): void;
  /** Runs `change` without keeping the current record's unsaved answers (the user agreed to drop them). */
  dropEditsDuring(change: () => Promise<void>): Promise<void>;
}

/**
 * Creates the part that shows the record queue's page in the annotation view. The form starts afresh only when
 * another record (or a new list) is shown; the unsaved answers of the record left are kept for coming back, and
 * bulk mode's form starts empty (its answers go to every selected record).
 *
 * @example
 * const shown = createShownPage({ criteria, queue, form, timer, state });
 * queue.subscribe(shown.show);
 */
export function createShownPage({ criteria, queue, form, timer, state }: ShownPageContext): ShownPage {
  const { get, set } = state;
  let shownKey: string | null = null;
  let shownGeneration = 0;
  let dropCurrentEdits = false;

  const viewOfQueue = (): Pick<AnnotationData, PageMember> & { key: string | null; generation: number } => {
    const q = queue.getState();
    const page = q.loadedWith?.page ?? criteria.getState().committed.page;
    const record = q.pageRecords[0] ?? null;
    return {
      key: record ? `${q.generation}:${page.mode}:${record.id}` : null,
      generation: q.generation,
      mode: page.mode,
      page: page.client.page,
      pageSize: page.client.many,
      total: q.total,
      totalKnown: q.totalKnown,
      record,
      records: q.pageRecords,
      reference: q.reference,
      canGoNext: q.canGoNext,
      canGoPrevious: q.canGoPrevious,
      emptyState: record ? null : q.message,
    };
  };

  const show = () => {
    const { key, generation, ...view } = viewOfQueue();
    if (key === shownKey) {
      set(view);
      form.show(get().answers);
      return;
    }
    const leaving = get().record;
    if (leaving && get().isModified && !dropCurrentEdits) form.keepEdits(leaving.id, get().answers);
    dropCurrentEdits = false;
    if (generation !== shownGeneration) form.clearEdits();
    shownGeneration = generation;
    shownKey = key;
    timer.reset();
    const { record } = view;
    form.setSnapshot(record && view.mode === 'focus' ? initialAnswers(record, get().questions) : {});
    const draftAt = record?.response?.status === 'draft' ? record.response.updatedAt : null;
    set({ ...view, lastSavedAt: draftAt ? timestampToMillis(draftAt) : null, draftSaveStatus: null });
    form.show((record && form.editsOf(record.id)) ?? form.snapshot());
  };

  return {
    show,
    async dropEditsDuring(change) {
      dropCurrentEdits = true;
      await change();
      dropCurrentEdits = false;
    },
  };
}
