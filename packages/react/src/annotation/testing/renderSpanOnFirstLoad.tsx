import { createAnnotationStore, createApiClient } from '@marginalia/core';
import { entitiesQuestion } from '../../testing/questionFixtures';
import { AnnotationViewContext, type AnnotationViewContextValue } from '../view/AnnotationViewContext';
import { QuestionPlayground } from './QuestionPlayground';
import { renderPart } from './renderAnnotationPart';

/**
 * A span question (the entities fixture, "Port Alder" tagged ORG in `text`) inside an annotation view whose first
 * load is not painted yet; the view's store, to turn its flag.
 */
export function renderSpanOnFirstLoad(text: string) {
  const store = createAnnotationStore({ client: createApiClient(), datasetId: 'd-1', userId: 'u-1' });
  store.setState({ firstLoadPainted: false });
  const view = { store } as Partial<AnnotationViewContextValue> as AnnotationViewContextValue;
  renderPart(
    <AnnotationViewContext.Provider value={view}>
      <QuestionPlayground
        question={entitiesQuestion()}
        spanText={text}
        value={[{ label: 'ORG', start: 4, end: 14 }]}
        onChange={() => undefined}
      />
    </AnnotationViewContext.Provider>,
  );
  return { store };
}
