import type { Translate } from '../hooks/useT';
import { PopoverPanel } from '../primitives/Popover';

export interface ReferencePanelProps {
  column: string;
  value: unknown;
  /** What the record's other tables say about the value (see `referenceValuesOf`), if anything. */
  details: unknown;
  t: Translate;
  onClose(): void;
}

/**
 * 'Show reference' of the group menu: the referenced row's values in a non-modal panel (`PopoverPanel`) that takes
 * the focus; Close, Escape or a press outside closes it and the focus goes back to where it was.
 */
export function ReferencePanel({ column, value, details, t, onClose }: ReferencePanelProps) {
  return (
    <PopoverPanel
      role="dialog"
      title={t('menu.showReference')}
      className="mg-reference-table__reference"
      onDismiss={onClose}
      focusFirst
    >
      <p>
        <strong>{column}</strong>: {String(value)}
      </p>
      <pre>{JSON.stringify(details ?? {}, null, 2)}</pre>
      <button type="button" className="mg-button" onClick={onClose}>
        {t('grid.close')}
      </button>
    </PopoverPanel>
  );
}
