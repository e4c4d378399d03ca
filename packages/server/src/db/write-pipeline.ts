import type { Kysely } from 'kysely';
import { dialectOf } from './database';
import type { Database } from './schema';

/** What sends a write laid out beforehand (its statements' text and values). */
export type SendWrite = () => Promise<void>;

/** Lays out a write and returns what sends it (null: nothing to write). */
export type LayOutWrite = () => Promise<SendWrite | null> | SendWrite | null;

/** Sends a write laid out now, outside a pipeline (nothing for null). */
export async function writeNow(laidOut: Promise<SendWrite | null>): Promise<void> {
  const send = await laidOut;
  await send?.();
}

/** Resumes after the microtasks queued so far, the sending of a statement among them, have run. */
const afterQueuedWork = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes of one transaction that do not read each other, each laid out while the one before it runs. On
 * PostgreSQL the database executes a statement while Node lays out the next one's values: on the SDK's
 * `records.log()` some 10 ms of a batch were Node building the next insert while PostgreSQL waited, and as long
 * were PostgreSQL inserting while Node waited (issue #27). In process (SQLite) there is nothing to overlap: each
 * write is laid out and sent in turn.
 *
 * Writes are sent in the order they were added, each after the one before it has finished; `finish` waits for them
 * all and throws the first failure (the writes after it are not sent).
 */
export class WritePipeline {
  readonly #overlapped: boolean;
  /** The last write added, settled once it and all before it are. */
  #last: Promise<void> = Promise.resolve();
  #failed = false;

  constructor(trx: Kysely<Database>) {
    this.#overlapped = dialectOf(trx) === 'postgres';
  }

  /**
   * Adds a write: `layOut` runs once the writes before it are on their way (in process: finished), and its sending
   * waits for them. Nothing is laid out after a failure.
   */
  async add(layOut: LayOutWrite): Promise<void> {
    // The write added last is sent in the microtasks of its adding: this one is laid out while it runs.
    if (this.#overlapped) await afterQueuedWork();
    if (this.#failed) return;
    const laidOut = Promise.resolve().then(layOut);
    // A failure is thrown by `finish`, in order: it must not count as unhandled meanwhile.
    laidOut.catch(() => {});
    this.#last = this.#last
      .then(() => laidOut)
      .then((send) => send?.())
      .catch((error: unknown) => {
        this.#failed = true;
        throw error;
      });
    this.#last.catch(() => {});
    if (!this.#overlapped) await this.#last.catch(() => {});
  }

  /** Waits for every write added; throws the first one's failure. */
  async finish(): Promise<void> {
    await this.#last;
  }
}
