import { createRecordCriteriaStore } from '../../criteria/createRecordCriteriaStore';
import type { RecordCriteria } from '../../criteria/RecordCriteria';
import { DATASET_ID, USER_ID, createFakeRecordServer } from '../../queue/testing/createFakeRecordServer';
import type { AnnotationStoreOptions } from '../annotationState';
import { createAnnotationStore } from '../createAnnotationStore';

/** What a workflow test may change. */
export interface WorkflowSetup extends Partial<AnnotationStoreOptions> {
  initial?: Partial<RecordCriteria>;
  fake?: ReturnType<typeof createFakeRecordServer>;
}

/**
 * An annotation store over the fake record server (`count` pending records), with a clock the test moves by
 * hand; auto-save is off unless asked for.
 */
export function setupWorkflow(
  count = 3,
  { initial, fake = createFakeRecordServer(count), ...options }: WorkflowSetup = {},
) {
  let clock = 1_700_000_000_000;
  const criteria = createRecordCriteriaStore({ datasetId: DATASET_ID, initial });
  const store = createAnnotationStore({
    client: fake.client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    criteria,
    now: () => clock,
    autosave: false,
    ...options,
  });
  return {
    ...fake,
    criteria,
    store,
    state: () => store.getState(),
    advanceClock: (ms: number) => {
      clock += ms;
    },
    clock: () => clock,
  };
}

/** Lets pending promise callbacks run (fake requests answer through promises). */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}
