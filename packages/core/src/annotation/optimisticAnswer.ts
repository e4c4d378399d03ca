import { messageOfError } from '../api/messageOfError';
import type { ResponseStatus, ResponseUpsert, WireResponse, WireResponseValues } from '../api/wire/records';
import type { AfterPaint } from '../environment/afterPaint';
import type { Clock } from '../environment/Environment';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import { toRecordResponse } from '../model/RecordResponse';
import { toResponseValues } from '../questions/responseValues';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { AnnotationSlice } from './annotationState';
import type { AnswerForm } from './answerForm';
import type { AnswerTimer } from './createAnswerTimer';
import type { ResponseOutbox } from './createResponseOutbox';

type Answers = Record<string, AnswerValue | undefined>;

/** What an optimistic answer works with. */
export interface OptimisticAnswerContext {
  now: Clock;
  /** The request leaves once the next record is painted: the click's frame only swaps the record. */
  afterPaint?: AfterPaint;
  timer: AnswerTimer;
  queue: RecordQueueStore;
  outbox: ResponseOutbox;
  form: AnswerForm;
  state: AnnotationSlice<'record' | 'questions' | 'answers', 'error'>;
  /** Moves the view on (the next record); synchronous when the next record is held. */
  advance(): Promise<void>;
  /** Brings the view back to a held record (its answer was refused). */
  showRecord(recordId: string): Promise<void>;
  /** After the server stored the answer, or the outbox kept it: the metrics again. */
  afterSave(): Promise<void>;
  onResponded(recordId: string, status: ResponseStatus, values: WireResponseValues): void;
}

/** The two ends of an optimistic answer. */
export interface AnsweredRecord {
  /** The view moved on (at once when the next record is held). */
  moved: Promise<void>;
  /** The server stored, the outbox kept or the server refused the answer, and what follows was done. */
  settled: Promise<void>;
}

/** Answers the record shown with this status. */
export type OptimisticAnswer = (status: 'submitted' | 'discarded', record: AnnotationRecord) => AnsweredRecord;

/** What was sent, and what to put back if the server refuses it. */
interface SentAnswer {
  record: AnnotationRecord;
  body: ResponseUpsert;
  answers: Answers;
  /** The form's snapshot before the answer. */
  snapshot: Answers;
  /** Which optimistic answer of the record this is (only the newest one is applied or given back). */
  turn: number;
}

/**
 * Creates the optimistic submit and discard of focus mode (issue 27: Submit → next record in one frame). The
 * answer is put in the outbox (persisted at once, so no reload loses it) and sent once the next record is
 * painted (`afterPaint`); without waiting for the server the record takes its new status and the view moves on,
 * so the next record (already held: the queue fetches ahead) is shown in the click's task, and that task does
 * nothing else. Once the server answers, the record takes the stored response
 * and `onResponded` and `afterSave` run. A network failure leaves the answer in the outbox, sent again later as
 * before; `onResponded` then reports it as queued. A refusal gives the answer back: the record as it was, its
 * answers restored when shown, the view back on it (when still held) and the refusal's message as the view's
 * error — as a failed submit always said.
 *
 * @example
 * const answer = createOptimisticAnswer({ now, timer, queue, outbox, form, state, advance, showRecord, afterSave, onResponded });
 * const { moved, settled } = answer('submitted', record);
 */
export function createOptimisticAnswer(context: OptimisticAnswerContext): OptimisticAnswer {
  const { outbox, form, queue, state } = context;
  const turns = new Map<string, number>();
  const isNewest = (sent: SentAnswer) => turns.get(sent.record.id) === sent.turn;

  const stored = (sent: SentAnswer, response: WireResponse) => {
    context.onResponded(sent.record.id, sent.body.status, sent.body.values ?? {});
    if (!isNewest(sent)) return;
    const held = queue.getState().records.find((entry) => entry.record.id === sent.record.id)?.record;
    if (held) queue.getState().replaceRecord({ ...held, response: toRecordResponse(response), status: response.status });
  };

  const refused = async (sent: SentAnswer, error: unknown) => {
    state.set({ error: messageOfError(error) });
    if (!isNewest(sent)) return;
    const { record } = sent;
    const held = queue.getState().records.some((entry) => entry.record.id === record.id);
    if (!held) return;
    if (state.get().record?.id === record.id) {
      // Still shown (a view of one record): the answers stay in the form, modified again against the snapshot.
      form.setSnapshot(sent.snapshot);
      queue.getState().replaceRecord(record);
      return;
    }
    form.keepEdits(record.id, sent.answers);
    queue.getState().replaceRecord(record);
    await context.showRecord(record.id);
  };

  const settle = async (sent: SentAnswer, sending: Promise<WireResponse | null>, moved: Promise<void>) => {
    const { record, body } = sent;
    try {
      const response = await sending;
      if (response) stored(sent, response);
      else context.onResponded(record.id, body.status, body.values ?? {});
    } catch (error) {
      await moved;
      await refused(sent, error);
      return;
    }
    await Promise.all([moved, context.afterSave()]);
  };

  return (status, record) => {
    const { questions, answers } = state.get();
    const body: ResponseUpsert = { status, values: toResponseValues(questions, answers, context.timer.elapsedSeconds()) };
    const turn = (turns.get(record.id) ?? 0) + 1;
    turns.set(record.id, turn);
    const sent: SentAnswer = { record, body, answers, snapshot: form.snapshot(), turn };
    const entry = { recordId: record.id, responseId: record.response?.id ?? null, body, queuedAt: context.now() };
    const sending = outbox.send(entry, context.afterPaint);
    // The duration was counted into this answer; the record takes its status now.
    context.timer.reset();
    form.setSnapshot(answers);
    form.forgetEdits(record.id);
    queue.getState().replaceRecord({ ...record, status });
    const moved = context.advance();
    return { moved, settled: settle(sent, sending, moved) };
  };
}
