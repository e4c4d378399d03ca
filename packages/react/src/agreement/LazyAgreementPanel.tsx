import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import type { AgreementPanelProps } from './AgreementPanel';

// Only reviewers see agreement: the annotation page's first paint does not load its code (issue #12's budget).
const agreementPanelModule = lazyModule(() => import('./AgreementPanel').then((m) => m.AgreementPanel));

/**
 * {@link AgreementPanel} with its code loaded on demand; nothing shows until it has loaded, and a failed load
 * leaves the page as it is (the next mount tries again).
 *
 * @example
 * {summary?.can_review && <LazyAgreementPanel datasetId={id} />}
 */
export function LazyAgreementPanel(props: AgreementPanelProps) {
  const AgreementPanel = useLazyModule(agreementPanelModule);
  return AgreementPanel ? <AgreementPanel {...props} /> : null;
}
