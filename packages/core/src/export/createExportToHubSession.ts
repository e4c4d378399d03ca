import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import { hostTimers, type Timers } from '../environment/Timers';
import { PUBLIC_HUB_URLS, type HubUrls } from '../creation/hubUrls';
import { messageOfError } from '../api/messageOfError';
import type { NotificationInput } from '../notifications/Notification';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import { exportEndNotice } from './exportEndNotice';
import { EMPTY_EXPORT_FORM, exportRepoId, type ExportForm, type ExportTextField } from './exportForm';
import { createExportJobFollower } from './exportJobFollower';
import { exportJobStorage, type StoredExportJob } from './exportJobStorage';
import { sessionLifecycle, type SessionLifecycle } from '../observer/sessionLifecycle';

export { EXPORT_MESSAGE_KEYS } from './exportEndNotice';

/** The export dialog and the running export of one dataset. */
export interface ExportToHubState {
  open: boolean;
  form: ExportForm;
  /** Fields blurred at least once: only those show their error (spec 2 §5). */
  touched: Partial<Record<ExportTextField, boolean>>;
  starting: boolean;
  /** The export under way, or null. */
  running: StoredExportJob | null;
  openDialog(): void;
  closeDialog(): void;
  setValue<K extends keyof ExportForm>(field: K, value: ExportForm[K]): void;
  blur(field: ExportTextField): void;
  /** Starts the export of the form's target; a failed start closes the dialog (spec 2 §4). */
  start(): Promise<void>;
}

/** What the session needs from its host. */
export interface ExportToHubSessionOptions {
  datasetId: string;
  storage: KeyValueStorage;
  notify: (input: NotificationInput) => void;
  /** Opens the hub page of the exported dataset ('Go to Hub'). */
  openUrl: (url: string) => void;
  /** The hub 'Go to Hub' opens, or a function resolving it (a hub client's `getUrls`). */
  hubUrls?: Pick<HubUrls, 'hubUrl'> | (() => Promise<Pick<HubUrls, 'hubUrl'>>);
  timers?: Timers;
  intervalMs?: number;
}

/** The export session: its store, the start that resumes polling a running export, and the cleanup that stops it. */
export interface ExportToHubSession extends SessionLifecycle {
  store: StoreApi<ExportToHubState>;
  start(): void;
  dispose(): void;
}

/**
 * The export to the hub of one dataset: the form, the start, and the job polled every 3000 ms until it ends.
 * The job id lives in the injected storage so a reload resumes it. When it ends the entry goes and a permanent
 * notification says 'Dataset exported to Hub' (with 'Go to Hub') or 'Export failed'. A status that cannot be
 * read counts as failed and is never thrown (spec 2 §4, §7). Composed of the job's polling (`exportJobFollower`)
 * and the notification of its end (`exportEndNotice`).
 *
 * @example
 * const { store, start, dispose } = createExportToHubSession(sdk.client, { datasetId, storage: localStorage, notify, openUrl });
 * start();
 */
export function createExportToHubSession(
  client: Pick<ApiClient, 'exportDataset' | 'getJob'>,
  {
    datasetId,
    storage,
    notify,
    openUrl,
    hubUrls = PUBLIC_HUB_URLS,
    timers = hostTimers,
    intervalMs,
  }: ExportToHubSessionOptions,
): ExportToHubSession {
  const jobs = exportJobStorage(storage);
  const resolveHub = async () => (typeof hubUrls === 'function' ? hubUrls() : hubUrls);
  const follower = createExportJobFollower(client, timers, intervalMs, (job, exported) => {
    jobs.remove(datasetId);
    store.setState({ running: null });
    notify(exportEndNotice(job, exported, { resolveHub, openUrl }));
  });

  const store = createStore<ExportToHubState>()((set, get) => ({
    open: false,
    form: { ...EMPTY_EXPORT_FORM },
    touched: {},
    starting: false,
    running: jobs.read(datasetId),
    openDialog: () => set({ open: true }),
    closeDialog: () => set({ open: false }),
    setValue: (field, value) => set((state) => ({ form: { ...state.form, [field]: value } })),
    blur: (field) =>
      set((state) => (state.touched[field] ? state : { touched: { ...state.touched, [field]: true } })),
    start: async () => {
      const { form, starting, running } = get();
      if (starting || running) return;
      set({ starting: true });
      try {
        const datasetName = exportRepoId(form);
        const job = await client.exportDataset(datasetId, {
          name: datasetName,
          private: form.isPrivate,
          token: form.hfToken.trim(),
        });
        const stored = { jobId: job.id, datasetName, isPrivate: form.isPrivate };
        jobs.save(datasetId, stored);
        // The token is forgotten as soon as the job has it.
        set({ starting: false, running: stored, open: false, form: { ...form, hfToken: '' }, touched: {} });
        follower.follow(stored);
      } catch (error) {
        set({ starting: false, open: false, running: null });
        notify({ message: messageOfError(error), type: 'danger' });
      }
    },
  }));

  const { start, dispose } = sessionLifecycle(() => {
    // An export a previous page started (its job id is in the storage) is followed again.
    const resumed = store.getState().running;
    if (resumed) follower.follow(resumed);
    return () => {};
  }, follower.stop);
  return { store, start, dispose };
}
