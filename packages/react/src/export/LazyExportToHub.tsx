import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import type { ExportToHubProps } from './ExportToHub';
import { ExportToHubPending } from './ExportToHubPending';

// The export form and its session are code for administrators who open it; the annotation page's first paint
// does not wait for them (issue #12's size budget).
const exportToHubModule = lazyModule(() => import('./ExportToHub').then((m) => m.ExportToHub));

/**
 * {@link ExportToHub} with its code loaded on demand: the disabled export button until it has loaded. A chunk
 * that fails to load (most often: the connection dropped just after the page opened) leaves that disabled button
 * and the page as they are; sending it to the error boundary would replace the annotation page, and the reload
 * guard would reload into a browser that is offline. The next mount tries again.
 *
 * @example
 * <LazyExportToHub datasetId={datasetId} />
 */
export function LazyExportToHub(props: ExportToHubProps) {
  // The disabled button until its code has loaded, after the page's first paint.
  const ExportToHub = useLazyModule(exportToHubModule, undefined, { afterPaint: true });
  return ExportToHub ? <ExportToHub {...props} /> : <ExportToHubPending />;
}
