import type { ReactElement } from 'react';
import {
  createKeyboardShortcuts,
  createMarginalia,
  createMemoryStorage,
  type KeyValueStorage,
  type RecordCriteria,
} from '@marginalia/core';
import { loadViewStore, type viewApi } from '../../../testing/annotationViewApi';
import { DATASET_ID } from '../../../testing/annotationFixtures';
import { renderWithMarginalia, type RenderedWithMarginalia } from '../../../testing/renderWithMarginalia';
import type { AnnotationStore } from '../../useAnnotationStore';
import { AnnotationViewContext } from '../../view/AnnotationViewContext';

// The fake server moved beside the other fakes so stories can use it too; tests keep importing it from here.
export { USER, numberedRecords, viewApi, wireProperty, wireVector } from '../../../testing/annotationViewApi';
export type { ViewApiOptions } from '../../../testing/annotationViewApi';

/** What {@link renderInView} returns. */
export interface RenderedInView extends RenderedWithMarginalia {
  store: AnnotationStore;
  storage: KeyValueStorage;
}

/**
 * Signs in, makes and loads an annotation store over `api` (with `criteria` as the starting criteria), then
 * renders `ui` inside the annotation view's context — or the whole view when `ui` is a function of the store.
 *
 * @example
 * const { store } = await renderInView(<SearchBar fields={[]} />, { api: viewApi() });
 */
export async function renderInView(
  ui: ReactElement | ((store: AnnotationStore, storage: KeyValueStorage) => ReactElement),
  { api, criteria, storage = createMemoryStorage() }: { api: ReturnType<typeof viewApi>; criteria?: Partial<RecordCriteria>; storage?: KeyValueStorage },
): Promise<RenderedInView> {
  const sdk = createMarginalia({ fetch: api.fetch });
  await sdk.session.getState().signIn('annotator', '12345678');
  const store = await loadViewStore(sdk, criteria);
  const content =
    typeof ui === 'function' ? (
      ui(store, storage)
    ) : (
      <AnnotationViewContext.Provider
        value={{ store, client: sdk.client, datasetId: DATASET_ID, storage, shortcuts: createKeyboardShortcuts({ platform: 'other' }) }}
      >
        {ui}
      </AnnotationViewContext.Provider>
    );
  const rendered = renderWithMarginalia(content, { fetch: api.fetch, sdk });
  return { ...rendered, store, storage };
}
