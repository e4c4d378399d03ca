import type { Translate } from '../hooks/useT';
import { Icon } from '../styles/Icon';

export interface HubImportHeaderProps {
  /** Id of the repository input the label names. */
  inputId: string;
  onClose(): void;
  t: Translate;
}

/** The header of the expanded hub import form: the input's label and the close button. */
export function HubImportHeader({ inputId, onClose, t }: HubImportHeaderProps) {
  return (
    <div className="mg-hub-import__header">
      <label htmlFor={inputId} className="mg-hub-import__label">
        {t('home.hubImport.repoId')}
      </label>
      <button
        type="button"
        className="mg-button mg-button--ghost mg-button--icon"
        aria-label={t('home.hubImport.close')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
