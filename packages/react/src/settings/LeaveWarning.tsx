import { useEffect, useRef } from 'react';
import { selectLeaveWarning, type DatasetSettingsStore } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { settingsTexts } from './settingsTexts';

/**
 * The permanent 'You didn't submit your changes' warning with 'Ignore and continue'; closing it keeps the person
 * here, on the first tab with changes. It takes focus when it appears so keyboard users hear and reach it.
 *
 * @example
 * <LeaveWarning store={session.store} />
 */
export function LeaveWarning({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const warning = useStoreSelector(store, selectLeaveWarning, (a, b) => (a === null) === (b === null));
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (warning) buttonRef.current?.focus();
  }, [warning]);
  if (!warning) return null;
  return (
    <div role="alert" className="mg-settings__warning">
      <Icon name="warning" />
      <p>{translateMessage(t, warning.message)}</p>
      <button
        ref={buttonRef}
        type="button"
        className="mg-button mg-button--primary"
        onClick={() => store.getState().ignoreAndContinue()}
      >
        {translateMessage(t, warning.button)}
      </button>
      <button
        type="button"
        className="mg-button mg-button--ghost mg-button--icon"
        aria-label={t('leave.close')}
        title={t('leave.close')}
        onClick={() => store.getState().dismissLeaveWarning()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
