import type { ApiClient } from '../api/createApiClient';
import { hostTimers, type Timers } from '../environment/Timers';
import type { Message } from '../messages/Message';
import { messageOfError } from '../api/messageOfError';
import { toDatasetProgress, type DatasetProgress } from '../model/DatasetProgress';
import { toMetrics, type Metrics } from '../model/Metrics';
import { Observer } from '../observer/Observer';

/** Options of {@link DatasetProgressObserver}. */
export interface DatasetProgressOptions {
  datasetId: string;
  /** Reads again every this many milliseconds while someone listens; 0 (default) reads once. */
  refreshMs?: number;
}

/** The caller's progress on a dataset and the team's. */
export interface DatasetProgressResult {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** `GET /me/datasets/{id}/metrics`; kept while reading again. */
  metrics: Metrics | null;
  /** `GET /datasets/{id}/progress`; null when it cannot be read (the team part is then left out). */
  team: DatasetProgress | null;
  /** Why the caller's progress could not be read. */
  error: Message | null;
}

const IDLE: DatasetProgressResult = { status: 'idle', metrics: null, team: null, error: null };

/**
 * Reads a dataset's progress (mine and the team's) while it has listeners: on the first subscriber, again every
 * `refreshMs`, and on `refresh()`. Answers of a dataset it no longer shows are dropped. A team-progress failure
 * is swallowed (spec 1 §8: progress failures are silent); a metrics failure is the result's error.
 *
 * @example
 * const progress = new DatasetProgressObserver(client, { datasetId, refreshMs: 30_000 });
 * const stop = progress.subscribe((result) => render(result.metrics, result.team));
 */
export class DatasetProgressObserver extends Observer<DatasetProgressResult> {
  readonly #client: ApiClient;
  readonly #timers: Timers;
  #options: DatasetProgressOptions;
  #interval: unknown = null;
  #generation = 0;

  constructor(client: ApiClient, options: DatasetProgressOptions, timers: Timers = hostTimers) {
    super(IDLE);
    this.#client = client;
    this.#options = options;
    this.#timers = timers;
  }

  /** Follows another dataset or refresh period; the shown numbers are dropped when the dataset changes. */
  setOptions(options: DatasetProgressOptions): void {
    const previous = this.#options;
    this.#options = options;
    if (!this.hasListeners()) return;
    if (previous.datasetId !== options.datasetId) {
      this.setResult(IDLE);
      void this.refresh();
    }
    if (previous.refreshMs !== options.refreshMs) this.#startTimer();
  }

  /** Reads both numbers again now. */
  async refresh(): Promise<void> {
    const generation = ++this.#generation;
    const { datasetId } = this.#options;
    this.setResult({ status: 'loading' });
    const [metrics, team] = await Promise.allSettled([
      this.#client.getMyMetrics(datasetId, { cache: 'bypass' }),
      this.#client.getDatasetProgress(datasetId, { cache: 'bypass' }),
    ]);
    if (generation !== this.#generation) return;
    this.setResult({
      status: metrics.status === 'fulfilled' ? 'ready' : 'error',
      metrics: metrics.status === 'fulfilled' ? toMetrics(metrics.value) : this.getCurrentResult().metrics,
      team: team.status === 'fulfilled' ? toDatasetProgress(team.value) : null,
      error: metrics.status === 'rejected' ? messageOfError(metrics.reason) : null,
    });
  }

  protected override onSubscribe(): void {
    void this.refresh();
    this.#startTimer();
  }

  protected override onUnsubscribe(): void {
    this.#stopTimer();
    // An answer still on its way is dropped.
    this.#generation += 1;
  }

  #startTimer(): void {
    this.#stopTimer();
    const { refreshMs = 0 } = this.#options;
    if (refreshMs > 0) this.#interval = this.#timers.setInterval(() => void this.refresh(), refreshMs);
  }

  #stopTimer(): void {
    if (this.#interval !== null) this.#timers.clearInterval(this.#interval);
    this.#interval = null;
  }
}
