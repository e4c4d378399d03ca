import { createStore } from 'zustand/vanilla';
import { createCriteriaCommits } from './criteriaCommits';
import { createCriteriaFilterEdits } from './criteriaFilterEdits';
import { hostTimers } from '../environment/Timers';
import { createCriteriaDebounce } from './criteriaDebounce';
import { criteriaFlags } from './criteriaFlags';
import { createCriteriaPageEdits } from './criteriaPageEdits';
import { createCriteriaPartEdits } from './criteriaPartEdits';
import { createCriteriaUpdate } from './criteriaUpdate';
import { defaultRecordCriteria, type RecordCriteria } from './RecordCriteria';
import type {
  CriteriaChangeEvent,
  RecordCriteriaState,
  RecordCriteriaStore,
  RecordCriteriaStoreOptions,
} from './recordCriteriaState';

export type {
  CriteriaChangeEvent,
  CriteriaEditOptions,
  DebouncedCriteriaPart,
  RecordCriteriaState,
  RecordCriteriaStore,
  RecordCriteriaStoreOptions,
} from './recordCriteriaState';

/**
 * Creates the record criteria of one dataset's annotation view. Edits change `draft`; `commit` applies them.
 * A filter edit goes back to page 1 unless it is automatic; sort and filter edits commit themselves after a
 * debounce, and only when they differ from the last commit. Composed of parts with one job each: the one
 * writer (`criteriaUpdate`), the debounce (`criteriaDebounce`), the part edits (`criteriaPartEdits`), the
 * filter editors' edits (`criteriaFilterEdits`), the page edits (`criteriaPageEdits`) and the commits
 * (`criteriaCommits`).
 *
 * @example
 * const criteria = createRecordCriteriaStore({ datasetId, initial: parseCriteriaFromUrl(url.read()), onCommit: load });
 * criteria.getState().setStatus('submitted');
 * criteria.getState().commit();
 */
export function createRecordCriteriaStore(options: RecordCriteriaStoreOptions): RecordCriteriaStore {
  const listeners = new Set<(event: CriteriaChangeEvent) => void>();
  const emit = (event: CriteriaChangeEvent) => listeners.forEach((listener) => listener(event));
  const initial: RecordCriteria = { ...defaultRecordCriteria(), ...options.initial };
  const get = (): RecordCriteriaState => store.getState();
  const set = (partial: Partial<RecordCriteriaState>) => store.setState(partial);
  const update = createCriteriaUpdate({ get, set });
  const debounce = createCriteriaDebounce({
    timers: options.timers ?? hostTimers,
    delays: options.delays,
    settle: (part) => partEdits.settle(part),
  });
  const partEdits = createCriteriaPartEdits({ get, update, debounce, emit });

  const store = createStore<RecordCriteriaState>()(() => ({
    datasetId: options.datasetId,
    draft: initial,
    committed: initial,
    previous: null,
    hasChanges: false,
    ...criteriaFlags(initial),
    ...partEdits.intents,
    ...createCriteriaFilterEdits(get),
    ...createCriteriaPageEdits({ get, update }),
    ...createCriteriaCommits({ get, update, debounce, onCommit: options.onCommit }),
  }));

  return {
    ...store,
    subscribeToCriteriaChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: debounce.cancel,
  };
}
