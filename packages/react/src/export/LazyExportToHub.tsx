import { lazyModule } from '../lazy/lazyModule';
import { useRequiredLazyModule } from '../lazy/useLazyModule';
import type { ExportToHubProps } from './ExportToHub';
import { ExportToHubPending } from './ExportToHubPending';

// The export form and its session are code for administrators who open it; the annotation page's first paint
// does not wait for them (issue #12's size budget).
const exportToHubModule = lazyModule(() => import('./ExportToHub').then((m) => m.ExportToHub));

/**
 * {@link ExportToHub} with its code loaded on demand: the disabled export button until it has loaded. A chunk
 * that fails to load goes to the error boundary, like a page's.
 *
 * @example
 * <LazyExportToHub datasetId={datasetId} />
 */
export function LazyExportToHub(props: ExportToHubProps) {
  const ExportToHub = useRequiredLazyModule(exportToHubModule);
  return ExportToHub ? <ExportToHub {...props} /> : <ExportToHubPending />;
}
