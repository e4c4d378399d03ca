import { useCallback, useId, useState } from 'react';
import {
  selectCanExport,
  selectExportErrors,
  type ExportTextField,
  type ExportToHubState,
  type HubDatasetClient,
  type KeyValueStorage,
} from '@marginalia/core';
import { hubTexts } from '../creation/hubTexts';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT, type Translate } from '../hooks/useT';
import { Checkbox } from '../primitives/Checkbox';
import { Popover } from '../primitives/Popover';
import { ToggleButton } from '../primitives/ToggleButton';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { useExportToHubSession } from './useExportToHubSession';

export interface ExportToHubProps {
  datasetId: string;
  /** Where the running export is remembered; the browser's local storage by default. */
  storage?: KeyValueStorage;
  /** The hub client; by default one reading the hub the server names. */
  hub?: HubDatasetClient;
}

const css = `
.mg-export { position: relative; display: inline-block; }
.mg-export__dialog { right: 0; width: min(24rem, 90vw); display: flex; flex-direction: column; gap: 0.75rem; }
.mg-export__form { display: flex; flex-direction: column; gap: 0.75rem; }
.mg-export__dialog h2 { margin: 0; font-size: var(--mg-text-md); }
.mg-export__status { margin: 0; }
.mg-export__field { display: flex; flex-direction: column; gap: 0.25rem; }
.mg-export__field label { font-size: var(--mg-text-sm); font-weight: 600; }
.mg-export__row { display: flex; gap: 0.5rem; align-items: center; }
.mg-export__error { margin: 0; color: var(--mg-theme-danger); font-size: var(--mg-text-sm); }
`;

/**
 * The export to the hub of one dataset (spec 2 §2, §4): a button that opens the form (organisation or user,
 * dataset name, a masked token, private), whose submit stays disabled until it is valid; while an export runs
 * the button shows it and hovering it shows the target owner/name and whether it is private.
 *
 * @example
 * <ExportToHub datasetId={datasetId} />
 */
export function ExportToHub({ datasetId, storage, hub }: ExportToHubProps) {
  const t = useT(hubTexts);
  const rootRef = useScopedStyles<HTMLDivElement>('mg-export', css);
  const session = useExportToHubSession(datasetId, { storage, hub });
  return (
    <div ref={rootRef} className="mg-export" part="export">
      <ExportToHubControl store={session.store} t={t} />
    </div>
  );
}

function ExportToHubControl({ store, t }: { store: ReadableStore<ExportToHubState>; t: Translate }) {
  const open = useStoreSelector(store, (s) => s.open);
  const running = useStoreSelector(store, (s) => s.running);
  const [hovered, setHovered] = useState(false);
  const showRunning = running !== null && (hovered || open);
  // Escape or a press outside also hides what hovering shows (content on hover must be dismissible).
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) store.getState().openDialog();
      else {
        setHovered(false);
        store.getState().closeDialog();
      }
    },
    [store],
  );
  return (
    <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Popover
        label={
          <>
            <Icon name="external" />
            {t('exportToHub.open')}
          </>
        }
        buttonClassName="mg-button mg-button--quiet"
        open={open || showRunning}
        onOpenChange={onOpenChange}
        busy={running !== null}
        role={running === null ? 'dialog' : undefined}
        panelClassName="mg-export__dialog"
      >
        {({ titleId }) =>
          running ? (
            <p role="status" className="mg-export__status">
              {t('exportToHub.running', {
                name: running.datasetName,
                visibility: t(running.isPrivate ? 'exportToHub.private' : 'exportToHub.public'),
              })}
            </p>
          ) : (
            <ExportForm titleId={titleId} store={store} t={t} />
          )
        }
      </Popover>
    </div>
  );
}

function ExportForm({
  titleId,
  store,
  t,
}: {
  titleId: string;
  store: ReadableStore<ExportToHubState>;
  t: Translate;
}) {
  const id = useId();
  const form = useStoreSelector(store, (s) => s.form);
  const errors = useStoreSelector(
    store,
    selectExportErrors,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const canExport = useStoreSelector(store, selectCanExport);
  const starting = useStoreSelector(store, (s) => s.starting);
  const [showToken, setShowToken] = useState(false);
  const state = store.getState();
  const input = (field: ExportTextField, label: string, type: 'text' | 'password' = 'text') => (
    <div className="mg-export__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <div className="mg-export__row">
        <input
          id={`${id}-${field}`}
          className="mg-input"
          type={type}
          autoComplete="off"
          value={form[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
          onChange={(event) => state.setValue(field, event.target.value)}
          onBlur={() => state.blur(field)}
        />
        {field === 'hfToken' && (
          <ToggleButton
            className="mg-button mg-button--ghost mg-button--icon"
            aria-label={t(showToken ? 'exportToHub.hideToken' : 'exportToHub.showToken')}
            pressed={showToken}
            onPressedChange={setShowToken}
          >
            <Icon name={showToken ? 'eyeOff' : 'eye'} />
          </ToggleButton>
        )}
      </div>
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mg-export__error" role="alert">
          {t(errors[field])}
        </p>
      )}
    </div>
  );
  return (
    <form
      className="mg-export__form"
      onSubmit={(event) => {
        event.preventDefault();
        void state.start();
      }}
    >
      <h2 id={titleId}>{t('exportToHub.title')}</h2>
      {input('orgOrUsername', t('exportToHub.orgOrUsername'))}
      {input('datasetName', t('exportToHub.datasetName'))}
      {input('hfToken', t('exportToHub.hfToken'), showToken ? 'text' : 'password')}
      <Checkbox
        label={t('exportToHub.isPrivate')}
        checked={form.isPrivate}
        onChange={(isPrivate) => state.setValue('isPrivate', isPrivate)}
      />
      <button type="submit" className="mg-button mg-button--primary" disabled={!canExport || starting}>
        {t('exportToHub.submit')}
      </button>
    </form>
  );
}
