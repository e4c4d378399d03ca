import type { ComponentType, Ref } from 'react';
import { useT } from '../hooks/useT';
import type { LazyModule } from '../lazy/lazyModule';
import { useRequiredLazyModule } from '../lazy/useLazyModule';

/**
 * A part of the annotation page whose code loads on demand (see `usePreloadRenderers`): the annotation loading
 * status until its chunk has loaded, then the part itself. A chunk that fails to load goes to the error boundary.
 *
 * @example
 * const LazyBulkView = lazyAnnotationPart(bulkViewModule);
 */
export function lazyAnnotationPart<Props extends object>(module: LazyModule<ComponentType<Props>>): ComponentType<Props> {
  return function LazyAnnotationPart(props: Props) {
    const Part = useRequiredLazyModule(module);
    if (!Part) return <AnnotationPartLoading />;
    return <Part {...props} />;
  };
}

/** What a part of the annotation page shows while it loads: the annotation loading status. */
export function AnnotationPartLoading({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  const t = useT();
  return (
    <p ref={ref} className="mg-status" role="status">
      {t('annotation.loading')}
    </p>
  );
}
