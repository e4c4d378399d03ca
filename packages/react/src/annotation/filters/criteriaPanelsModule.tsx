import { useT } from '../../hooks/useT';
import { lazyModule } from '../../lazy/lazyModule';
import { useLazyModule } from '../../lazy/useLazyModule';

// The filter and sort panels (filter editors, range slider, terms list, sort lists) are code for people who open
// them; the annotation page's first paint does not wait for them (issue #12's size budget).
export const criteriaPanelsModule = lazyModule(() => import('./criteriaPanels'));

/**
 * What an opened panel shows until its code has loaded. A failed load (a dropped connection) leaves it and the
 * page as they are; the next opening tries again.
 */
function PanelLoading() {
  const t = useT();
  return (
    <p className="mg-status" role="status">
      {t('app.loading')}
    </p>
  );
}

/** The Filters panel's content, its code loaded when the panel first opens. */
export function FiltersPanelOnDemand() {
  const panels = useLazyModule(criteriaPanelsModule);
  return panels ? <panels.FiltersPanel /> : <PanelLoading />;
}

/** The sort panel's content, its code loaded when the panel first opens. */
export function SortPanelOnDemand() {
  const panels = useLazyModule(criteriaPanelsModule);
  return panels ? <panels.SortPanel /> : <PanelLoading />;
}
