import { useEffect } from 'react';
import {
  AnnotationView,
  translateMessage,
  useAnnotationStore,
  useSession,
  useT,
  viewFailureOf,
  type AnnotationEvent,
  type AnnotationStore,
  type AnswerValue,
} from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { userDetail } from '../base/ElementRoot';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

const EVENT_NAMES = {
  submitted: 'mg-submitted',
  discarded: 'mg-discarded',
  'draft-saved': 'mg-draft-saved',
} as const;
const SAVED_DETAIL = '{ datasetId: string; recordId: string; values: Record<string, { value: unknown }> }';

/** `<mg-annotation-view dataset-id="…">`: annotate a dataset's records, one at a time or in bulk. */
export class AnnotationViewElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-annotation-view',
    className: 'AnnotationViewElement',
    summary:
      'The annotation page of one dataset: the record, its questions (submit, discard, save as draft), filters, bulk mode, the progress and activity panels and the guidelines drawer.',
    readyFromView: true,
    attributes: {
      datasetId: {
        attribute: 'dataset-id',
        type: 'string',
        reflect: true,
        description: 'The dataset to annotate; changing it switches to that dataset with a new store.',
      },
      recordId: {
        attribute: 'record-id',
        type: 'string',
        reflect: true,
        description:
          'Shows only this record of the dataset, whatever its status (pending, draft, submitted or discarded); it stays shown after a response. Changing or removing it switches with a new store.',
      },
    },
    properties: {
      record: { type: 'AnnotationRecord | null', readonly: true, description: 'The record shown now.' },
      answers: {
        type: 'Record<string, AnswerValue | undefined>',
        description: 'The answers in the form now; setting it answers those questions (by name).',
      },
    },
    events: {
      'mg-ready': {
        detail: '{ user: { id: string; username: string; role: string } | null }',
        description: 'The dataset is loaded and its first record (or its empty state) is shown.',
      },
      'mg-error': {
        detail:
          '{ status: number; key: string; message: string; retrying: boolean; datasetId?: string; recordId?: string }',
        description:
          "A request failed (a 401 gives 'Could not validate credentials'), or the view cannot show what it was asked for, with the message it shows, `datasetId` and `recordId`: an unknown `dataset-id` (`key` 'errors.datasetInfo', `status` 404), or a `record-id` that is not a record of the dataset (`key` 'recordNotFound', `status` 404).",
      },
      'mg-submitted': {
        detail: SAVED_DETAIL,
        description: 'A response was submitted (or queued while offline).',
      },
      'mg-discarded': { detail: SAVED_DETAIL, description: 'A record was discarded.' },
      'mg-draft-saved': { detail: SAVED_DETAIL, description: 'A draft was saved, by hand or by auto-save.' },
    },
    parts: {
      annotation: 'The whole annotation page.',
      toolbar: 'Search, filters and sort.',
      record: 'The record card with its fields.',
      questions: 'The questions form with its actions.',
      'sent-back': 'The reviewer’s comment above the questions of a record sent back to the annotator.',
      panels: 'The progress and activity panels (progress, agreement, comments, history).',
      progress: 'The progress panel.',
      agreement: 'The agreement panel beside the progress (for the dataset’s reviewers).',
      'record-history':
        'The shown record’s history under the panels (focus view), where the server keeps one.',
      comments:
        'The comments of the record in focus (or, in bulk mode, of the record whose comments button was pressed).',
    },
    cssProperties: {
      '--mg-annotation-height':
        'The height of the annotation page inside the element (default: the viewport’s height less 6rem; at least 480px).',
      '--mg-document-match':
        'The highlight of search matches in a record’s document (default a translucent yellow).',
    },
  });

  /** The record shown now (the core's `AnnotationRecord`). */
  get record(): Readonly<Record<string, unknown>> | null {
    return (shownStores.get(this)?.getState().record as Readonly<Record<string, unknown>> | null) ?? null;
  }

  /** The answers in the form now, by question name (values as the core's `AnswerValue`). */
  get answers(): Record<string, unknown> {
    return { ...shownStores.get(this)?.getState().answers };
  }

  set answers(answers: Record<string, unknown>) {
    const state = shownStores.get(this)?.getState();
    for (const [question, value] of Object.entries(answers ?? {}))
      state?.setAnswer(question, value as AnswerValue | undefined);
  }

  protected renderView({ datasetId, recordId }: ElementValues): unknown {
    if (typeof datasetId !== 'string' || datasetId === '') return null;
    const record = typeof recordId === 'string' && recordId !== '' ? recordId : null;
    // A new dataset or record is a new tree: its store is made afresh and the old one disposed.
    return (
      <AnnotationViewContent
        key={`${datasetId}\u0000${record}`}
        datasetId={datasetId}
        recordId={record}
        host={this}
      />
    );
  }
}

/** The store each element shows, for its `record` and `answers` properties. */
const shownStores = new WeakMap<MarginaliaElement, AnnotationStore>();
/** Stores whose `mg-ready` was fired. */
const announcedStores = new WeakSet<AnnotationStore>();
/** Stores whose failure to show their dataset or record was reported as `mg-error`. */
const failedStores = new WeakSet<AnnotationStore>();

interface AnnotationViewContentProps {
  datasetId: string;
  recordId: string | null;
  host: MarginaliaElement;
}

/** The annotation view over a store this element holds, reporting saved responses and readiness as events. */
function AnnotationViewContent({ datasetId, recordId, host }: AnnotationViewContentProps) {
  const store = useAnnotationStore(datasetId, {
    recordId,
    onEvent: ({ type, ...detail }: AnnotationEvent) => void host.emit(EVENT_NAMES[type], detail),
  });
  const user = useSession((state) => state.user);
  const t = useT();
  useEffect(() => {
    if (!store) return;
    shownStores.set(host, store);
    const announce = () => {
      const { status } = store.getState();
      if (!announcedStores.has(store) && (status === 'ready' || status === 'error')) {
        announcedStores.add(store);
        host.emit('mg-ready', { user: user ? userDetail(user) : null });
      }
      // The core decides what counts as a failure to show; the page hears it once per store.
      const failure = viewFailureOf(store.getState());
      if (failure && !failedStores.has(store)) {
        failedStores.add(store);
        host.emit('mg-error', {
          status: failure.status,
          key: failure.message.key,
          message: translateMessage(t, failure.message),
          retrying: false,
          datasetId,
          ...(recordId ? { recordId } : {}),
        });
      }
    };
    announce();
    const stop = store.subscribe(announce);
    return () => {
      stop();
      if (shownStores.get(host) === store) shownStores.delete(host);
    };
  }, [store, host, user, t, datasetId, recordId]);
  // Until the store exists (one effect after mounting) nothing shows: AnnotationView would make a second one.
  return store ? <AnnotationView datasetId={datasetId} store={store} /> : null;
}
