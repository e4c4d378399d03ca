import { useState } from 'react';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { useLazyModule } from '../../lazy/useLazyModule';
import { Icon } from '../../styles/Icon';
import { useAnnotationView } from '../view/AnnotationViewContext';
import type { GuidelinesDrawerProps } from './GuidelinesDrawer';
import { guidelinesDrawerModule } from './guidelinesDrawerModule';

/**
 * The toolbar's Guidelines button: it opens the dataset's guidelines in a drawer (its code loads on the first
 * open), and gets the focus back when the drawer closes.
 *
 * @example
 * <GuidelinesButton />
 */
export function GuidelinesButton() {
  const t = useT();
  const { store } = useAnnotationView();
  const guidelines = useStoreSelector(store, (s) => s.dataset?.guidelines ?? null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="mg-button mg-button--ghost mg-guidelines-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <Icon name="book" />
        <span className="mg-guidelines-button__text">{t('annotation.guidelines.open')}</span>
      </button>
      {open && <LazyGuidelinesDrawer guidelines={guidelines} onClose={() => setOpen(false)} />}
    </>
  );
}

const warm = () => void guidelinesDrawerModule.load().catch(() => undefined);

/** The drawer once its code has loaded (nothing shows before). */
function LazyGuidelinesDrawer(props: GuidelinesDrawerProps) {
  const Drawer = useLazyModule(guidelinesDrawerModule);
  return Drawer ? <Drawer {...props} /> : null;
}
