import { createApiClient } from '../api/createApiClient';
import { createAnnotationStore, type AnnotationStoreOptions } from '../annotation/createAnnotationStore';
import { createFakeAnnotationServer, DATASET_ID, USER_ID } from './createFakeAnnotationServer';

export const SEARCH_PATH = `/api/v1/me/datasets/${DATASET_ID}/records/search`;
export const METRICS_PATH = `/api/v1/me/datasets/${DATASET_ID}/metrics`;
/** Ids of the two fixture records, in queue order. */
export const FIRST_ID = '9cf21756-00a0-479d-aa46-f2ef9dcf89f1';
export const SECOND_ID = '9cf21756-00a0-479d-aa46-f2ef9dcf89f2';

/** An annotation store on the fake server, with a clock the test moves by hand. */
export function setupAnnotationStore(
  fake = createFakeAnnotationServer(),
  options: Partial<AnnotationStoreOptions> = {},
) {
  let clock = 1_700_000_000_000;
  const client = createApiClient({ fetch: fake.fetch, getCredentials: () => ({ token: 'jwt' }) });
  const store = createAnnotationStore({
    client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    now: () => clock,
    ...options,
  });
  return {
    ...fake,
    store,
    state: () => store.getState(),
    advanceClock: (ms: number) => {
      clock += ms;
    },
    clock: () => clock,
  };
}
