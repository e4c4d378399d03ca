import { useId, type ReactNode } from 'react';
import {
  selectDistributionLockMessage,
  selectGeneralItem,
  selectItemErrors,
  textDirection,
  type DatasetSettingsStore,
  type GeneralPart,
  type GeneralSettingsItem,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { MarkdownEditor } from './MarkdownEditor';
import { FieldError, SettingsItemActions } from './SettingsItemActions';
import { settingsTexts } from './settingsTexts';
import { Checkbox } from '../primitives/Checkbox';

/**
 * The general tab: name and workspace (read-only), the task distribution (disabled with the server's reason once
 * the dataset has responses) and whether records may carry extra metadata, then the guidelines in a markdown
 * editor, each in its own card with its own Update and Cancel (spec 2 §4). On a wide tab the short cards are one
 * column and the guidelines the other, as tall as that column.
 *
 * @example
 * <GeneralSettings store={session.store} />
 */
export function GeneralSettings({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const dataset = useStoreSelector(store, (s) => s.dataset);
  const headingId = useId();
  if (!dataset) return null;
  return (
    <div className="mg-settings__general">
      <div className="mg-settings__general-grid">
        <div className="mg-settings__panel">
          <section className="mg-card mg-settings__card" aria-labelledby={headingId}>
            <h3 id={headingId}>{t('tabs.general')}</h3>
            <dl className="mg-settings__facts">
              <div>
                <dt>{t('general.name')}</dt>
                <dd dir={textDirection(dataset.name)}>{dataset.name}</dd>
              </div>
              <div>
                <dt>{t('general.workspace')}</dt>
                <dd>{dataset.workspaceName ?? dataset.workspaceId}</dd>
              </div>
            </dl>
          </section>
          <DistributionCard store={store} />
          <ExtraMetadataCard store={store} />
        </div>
        <GuidelinesCard store={store} />
      </div>
    </div>
  );
}

/**
 * One part's card: its heading, its controls, and its own Update and Cancel — under the controls, or where
 * `children`, given as a function of them, puts them (beside a short control).
 */
function PartCard({
  store,
  item,
  headingId,
  heading,
  children,
}: {
  store: DatasetSettingsStore;
  item: GeneralSettingsItem;
  headingId: string;
  heading: string;
  children: ReactNode | ((actions: ReactNode) => ReactNode);
}) {
  const actions = <SettingsItemActions store={store} section="general" item={item} />;
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {typeof children === 'function' ? (
        children(actions)
      ) : (
        <>
          {children}
          {actions}
        </>
      )}
    </section>
  );
}

const usePart = (store: DatasetSettingsStore, part: GeneralPart) =>
  useStoreSelector(store, (s) => selectGeneralItem(s, part));

function GuidelinesCard({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const item = usePart(store, 'guidelines');
  const ids = { heading: useId(), error: useId() };
  if (!item) return null;
  const error = selectItemErrors('general', item).guidelines;
  return (
    <PartCard store={store} item={item} headingId={ids.heading} heading={t('general.guidelines')}>
      <MarkdownEditor
        label={t('general.guidelines')}
        labelId={ids.heading}
        value={item.edit.guidelines}
        onChange={(guidelines) => store.getState().editGeneral({ guidelines })}
        invalid={error !== undefined}
        errorId={error ? ids.error : undefined}
      />
      <FieldError id={ids.error} message={error ? translateMessage(t, error) : null} />
    </PartCard>
  );
}

function DistributionCard({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const item = usePart(store, 'distribution');
  const lock = useStoreSelector(store, selectDistributionLockMessage);
  const ids = { heading: useId(), min: useId(), error: useId(), lock: useId() };
  if (!item) return null;
  const error = selectItemErrors('general', item).minSubmitted;
  const errorText = error ? translateMessage(t, error) : null;
  return (
    <PartCard store={store} item={item} headingId={ids.heading} heading={t('general.distribution')}>
      {(actions) => (
        <div className="mg-settings__row">
          <label className="mg-settings__label" htmlFor={ids.min}>
            {t('general.minSubmitted')}
          </label>
          <div className="mg-settings__inline">
            <input
              id={ids.min}
              className="mg-input"
              type="number"
              min={1}
              step={1}
              disabled={lock !== null}
              aria-invalid={error !== undefined}
              aria-describedby={
                [errorText ? ids.error : '', lock ? ids.lock : ''].join(' ').trim() || undefined
              }
              value={item.edit.minSubmitted ?? ''}
              onChange={(event) =>
                store
                  .getState()
                  .editGeneral({
                    minSubmitted: event.target.value === '' ? null : Number(event.target.value),
                  })
              }
            />
            {actions}
          </div>
          <FieldError id={ids.error} message={errorText} />
          {lock && (
            <p id={ids.lock} className="mg-muted">
              {translateMessage(t, lock)}
            </p>
          )}
        </div>
      )}
    </PartCard>
  );
}

function ExtraMetadataCard({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const item = usePart(store, 'extraMetadata');
  const headingId = useId();
  if (!item) return null;
  return (
    <PartCard store={store} item={item} headingId={headingId} heading={t('general.extraMetadata')}>
      <Checkbox
        label={t('general.allowExtraMetadata')}
        checked={item.edit.allowExtraMetadata}
        onChange={(allowExtraMetadata) => store.getState().editGeneral({ allowExtraMetadata })}
      />
    </PartCard>
  );
}
