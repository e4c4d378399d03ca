import { useEffect, useRef, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { selectLeaveWarning, type DatasetSettingsStore } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { settingsTexts } from './settingsTexts';

/**
 * The permanent 'You didn't submit your changes' warning with 'Ignore and continue'; closing it keeps the person
 * here, on the first tab with changes, and gives that tab the focus. It takes focus when it appears so keyboard
 * users hear and reach it.
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
  const stay = (event: MouseEvent<HTMLButtonElement>) => {
    const settings = event.currentTarget.closest('.mg-settings');
    // Rendered at once, so the tab that opened is in the page to take the focus the closed warning had.
    flushSync(() => store.getState().dismissLeaveWarning());
    settings?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  };
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
        onClick={stay}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
