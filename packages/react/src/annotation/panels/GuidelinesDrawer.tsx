import { Dialog } from '../../primitives/Dialog';
import { Icon } from '../../styles/Icon';
import { useT } from '../../hooks/useT';
import { MarkdownContent } from '../fields/MarkdownContent';

export interface GuidelinesDrawerProps {
  /** The dataset's guidelines, in markdown; null when it has none. */
  guidelines: string | null;
  onClose(): void;
}

/**
 * The dataset's guidelines in a drawer at the page's end edge (a modal dialog: Escape or the close button
 * closes it and the focus goes back to the button that opened it), so they never take the questions' room.
 *
 * @example
 * {open && <GuidelinesDrawer guidelines={dataset.guidelines} onClose={() => setOpen(false)} />}
 */
export function GuidelinesDrawer({ guidelines, onClose }: GuidelinesDrawerProps) {
  const t = useT();
  return (
    <Dialog title={t('annotation.guidelines.title')} onCancel={onClose} className="mg-drawer">
      <button
        type="button"
        className="mg-button mg-button--ghost mg-button--icon mg-drawer__close"
        aria-label={t('annotation.guidelines.close')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
      <div className="mg-drawer__body">
        {guidelines && guidelines.trim() !== '' ? (
          <MarkdownContent markdown={guidelines} className="mg-guidelines__content" />
        ) : (
          <p className="mg-muted">{t('annotation.guidelines.none')}</p>
        )}
      </div>
    </Dialog>
  );
}
