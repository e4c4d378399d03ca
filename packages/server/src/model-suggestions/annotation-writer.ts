import type { RecordAnnotation } from './annotate-record';

/** Options of {@link annotationWriter}. */
export interface AnnotationWriterOptions {
  /** Records written per transaction: small enough that a reader never waits long behind one. */
  group: number;
  /** Answers held at most before the workers wait for the writes (bounded memory, writes keep up). */
  maxWaiting: number;
  /** Writes one group in one transaction. */
  write(group: RecordAnnotation[]): Promise<void>;
  /** Called between two groups, so requests waiting on the database go first (default: one `setImmediate`). */
  yieldBetween?: () => Promise<void>;
}

/** Collects a run's answers and writes them in groups, one transaction at a time, apart from the model calls. */
export interface AnnotationWriter {
  /** Queues an answer; a full group starts a write (the caller does not wait for it). Throws after a failed write. */
  add(annotation: RecordAnnotation): void;
  /** Waits while too many answers wait to be written. Throws after a failed write. */
  room(): Promise<void>;
  /** Writes every answer queued (in groups), after the write under way. Throws after a failed write. */
  flush(): Promise<void>;
  /** Answers queued and not written yet. */
  readonly waiting: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The writer of a pre-annotation run: the model calls go on while a group is written; groups are written one
 * after the other (never two transactions of one run at once), each after the requests that queued meanwhile.
 */
export function annotationWriter(options: AnnotationWriterOptions): AnnotationWriter {
  const { group, maxWaiting, write, yieldBetween = nextTurn } = options;
  const queue: RecordAnnotation[] = [];
  let running: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  const check = () => {
    if (failure) throw failure.error;
  };
  const loop = async (all: boolean) => {
    while (queue.length >= group || (all && queue.length > 0)) {
      await write(queue.splice(0, group));
      await yieldBetween();
    }
  };
  const start = (all: boolean): Promise<void> => {
    running ??= loop(all)
      .catch((error: unknown) => {
        failure = { error };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    add(annotation) {
      check();
      queue.push(annotation);
      if (queue.length >= group) void start(false);
    },
    async room() {
      while (queue.length >= maxWaiting && running) await running;
      check();
    },
    async flush() {
      while (running) await running;
      check();
      await start(true);
      check();
    },
    get waiting() {
      return queue.length;
    },
  };
}
