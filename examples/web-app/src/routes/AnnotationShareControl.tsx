import { lazy, Suspense } from 'react';
import { useEnvironmentSettings, type AnnotationStore } from '@marginalia/react';

// Sharing is off unless the server's environment turns it on, so its control and card styles load only then.
const AnnotationShareProgress = lazy(() =>
  import('./AnnotationShareProgress').then((module) => ({ default: module.AnnotationShareProgress })),
);

/** The share-your-progress control of the annotation page, when the environment settings enable sharing. */
export function AnnotationShareControl({ datasetId, store }: { datasetId: string; store: AnnotationStore }) {
  const settings = useEnvironmentSettings();
  if (!settings?.shareYourProgressEnabled) return null;
  return (
    <Suspense fallback={null}>
      <AnnotationShareProgress datasetId={datasetId} store={store} />
    </Suspense>
  );
}
