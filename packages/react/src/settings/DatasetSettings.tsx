import { useEffect } from 'react';
import {
  SETTINGS_SECTIONS,
  guardPageUnload,
  selectIsSectionModified,
  selectSettingsTabs,
  textDirection,
  type DatasetSettingsSession,
  type DatasetSettingsStore,
  type ModelSuggestionsFilter,
  type SettingsTab,
  type SettingsTabUrl,
} from '@marginalia/core';
import { annotationPath } from '../datasets/datasetPaths';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useNavigation } from '../provider/MarginaliaProvider';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { DangerZone } from './DangerZone';
import { DatasetInfoView } from './DatasetInfoView';
import { FieldSettings } from './FieldSettings';
import { GeneralSettings } from './GeneralSettings';
import { LeaveWarning } from './LeaveWarning';
import { MetadataSettings } from './MetadataSettings';
import { QuestionSettings } from './QuestionSettings';
import { ReviewersSettings } from './ReviewersSettings';
import { LazyDatasetHistory } from '../history/LazyDatasetHistory';
import { ModelSuggestionsSettings } from '../modelSuggestions/ModelSuggestionsSettings';
import { settingsCss } from './settingsCss';
import { SettingsTabs } from './SettingsTabs';
import { settingsTexts } from './settingsTexts';
import { useDatasetSettingsSession } from './useDatasetSettingsSession';
import { VectorSettings } from './VectorSettings';

export interface DatasetSettingsProps {
  datasetId: string;
  /** A session the host made (e.g. to guard its router with the store); otherwise the component makes one. */
  session?: DatasetSettingsSession;
  /** The `tab` query parameter, when the host keeps the tab in its URL. */
  tabUrl?: SettingsTabUrl;
  /** Where 'back to dataset' leads; the dataset's annotation page unless told. */
  backTo?: string;
  /** After the dataset is deleted; going home unless told. */
  onDeleted?(): void;
  /**
   * The filter of the annotation page the person came from, which the Model suggestions tab offers as "the current
   * filter" (`modelSuggestionsFilterOfUrl`); none unless told.
   */
  modelSuggestionsFilter?: ModelSuggestionsFilter | null;
}

/**
 * A dataset's settings (spec 2 §2): administrators and owners get the tabs general, fields, questions,
 * metadata (with metadata properties), vector (with vectors), reviewers and history (where the server has them,
 * issues #28 and #29) and danger zone, each item saving on its own;
 * everyone else the read-only info view. Leaving with unsaved changes asks first.
 *
 * @example
 * <DatasetSettings datasetId={id} />
 */
export function DatasetSettings(props: DatasetSettingsProps) {
  return props.session ? (
    <DatasetSettingsView {...props} store={props.session.store} />
  ) : (
    <OwnSession {...props} />
  );
}

function OwnSession(props: DatasetSettingsProps) {
  const session = useDatasetSettingsSession(props.datasetId, { tabUrl: props.tabUrl });
  return <DatasetSettingsView {...props} store={session.store} />;
}

function DatasetSettingsView({
  datasetId,
  backTo,
  onDeleted,
  modelSuggestionsFilter = null,
  store,
}: DatasetSettingsProps & { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLDivElement>('mg-settings', settingsCss);
  const status = useStoreSelector(store, (s) => s.status);
  const loadError = useStoreSelector(store, (s) => s.loadError);
  const canEdit = useStoreSelector(store, (s) => s.canEdit);
  const name = useStoreSelector(store, (s) => s.dataset?.name ?? '');
  // Reload and tab close ask too, with the browser's own question.
  useEffect(() => guardPageUnload(store, window), [store]);
  const back = () =>
    store
      .getState()
      .requestLeave({ proceed: () => navigation.navigate(backTo ?? annotationPath(datasetId)) });
  return (
    <div ref={rootRef} className="mg-root mg-settings" part="settings">
      <div className="mg-settings__top">
        <button type="button" className="mg-button mg-button--ghost" onClick={back}>
          <Icon name="arrowLeft" />
          {t('backToDataset')}
        </button>
      </div>
      <h1 className="mg-settings__title">
        {t('title')}
        {name && (
          <>
            {' — '}
            <span dir={textDirection(name)}>{name}</span>
          </>
        )}
      </h1>
      <LeaveWarning store={store} />
      {status === 'loading' && (
        <p className="mg-status" role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {status === 'failed' && loadError && (
        <p className="mg-alert" role="alert">
          {translateMessage(t, loadError)}
        </p>
      )}
      {status === 'ready' &&
        (canEdit ? (
          <SettingsTabsView
            store={store}
            datasetId={datasetId}
            onDeleted={onDeleted ?? (() => navigation.navigate('/'))}
            modelSuggestionsFilter={modelSuggestionsFilter}
          />
        ) : (
          <DatasetInfoView store={store} />
        ))}
    </div>
  );
}

/** What the tabs' content needs besides the store. */
interface TabContext {
  datasetId: string;
  onDeleted(): void;
  modelSuggestionsFilter: ModelSuggestionsFilter | null;
}

function SettingsTabsView({ store, ...context }: TabContext & { store: DatasetSettingsStore }) {
  const tabs = useStoreSelector(store, selectSettingsTabs, shallowEqual);
  const tab = useStoreSelector(store, (s) => s.tab);
  const modified = useStoreSelector(
    store,
    (s) => SETTINGS_SECTIONS.filter((section) => selectIsSectionModified(s, section)),
    shallowEqual,
  );
  return (
    <SettingsTabs
      tabs={tabs}
      selected={tab}
      modified={modified}
      onSelect={(next) => store.getState().selectTab(next)}
    >
      <TabContent tab={tab} store={store} {...context} />
    </SettingsTabs>
  );
}

function TabContent({
  tab,
  store,
  datasetId,
  onDeleted,
  modelSuggestionsFilter,
}: TabContext & { tab: SettingsTab; store: DatasetSettingsStore }) {
  switch (tab) {
    case 'general':
      return <GeneralSettings store={store} />;
    case 'fields':
      return <FieldSettings store={store} />;
    case 'questions':
      return <QuestionSettings store={store} />;
    case 'metadata':
      return <MetadataSettings store={store} />;
    case 'vector':
      return <VectorSettings store={store} />;
    case 'reviewers':
      return <ReviewersSettings store={store} />;
    case 'history':
      return <LazyDatasetHistory datasetId={datasetId} />;
    case 'model-suggestions':
      return <ModelSuggestionsSettings datasetId={datasetId} filter={modelSuggestionsFilter} />;
    case 'danger-zone':
      return <DangerZone store={store} onDeleted={onDeleted} />;
  }
}
