import {
  createModelSuggestionsSession,
  selectFormProblems,
  type ModelSuggestionsFilter,
  type ModelSuggestionsStore,
} from '@marginalia/core';
import { useId } from 'react';
import { useCoreSession } from '../hooks/useCoreSession';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { modelSuggestionsCss } from './modelSuggestionsCss';
import {
  ModelAndQuestions,
  PromptPreview,
  PromptTemplate,
  RecordScope,
  RunActions,
  RunConcurrency,
} from './ModelSuggestionsFormParts';
import { DryRunResults, JobProgress } from './ModelSuggestionsResults';
import { modelSuggestionsTexts } from './modelSuggestionsTexts';

/** Props of {@link ModelSuggestionsSettings}. */
export interface ModelSuggestionsSettingsProps {
  datasetId: string;
  /**
   * The annotation page's current filter (`modelSuggestionsFilterOfUrl` of its query), offered as "the current
   * filter"; none: only all pending records.
   */
  filter?: ModelSuggestionsFilter | null;
}

/**
 * The Model suggestions section of the dataset settings (issue 30): a configured model, the questions, a prompt
 * template with the preview of the first record's exact prompt, a 5-record try and the job with its progress,
 * Cancel and Resume. The rules are the core's (`createModelSuggestionsStore` and its selectors).
 *
 * @example
 * <ModelSuggestionsSettings datasetId={id} />
 */
export function ModelSuggestionsSettings({ datasetId, filter = null }: ModelSuggestionsSettingsProps) {
  const sdk = useMarginalia();
  // `filter` is read when the session is made: a new filter comes with a new settings view.
  const session = useCoreSession(
    () => createModelSuggestionsSession(sdk, datasetId, { filter }),
    [sdk, datasetId],
  );
  const rootRef = useScopedStyles<HTMLDivElement>('mg-model-suggestions', modelSuggestionsCss);
  return (
    <div ref={rootRef} className="mg-settings__panel">
      <ModelSuggestionsForm store={session.store} />
    </div>
  );
}

function ModelSuggestionsForm({ store }: { store: ModelSuggestionsStore }) {
  const t = useT(modelSuggestionsTexts);
  const heading = useId();
  const error = useStoreSelector(store, (s) => s.error);
  const loading = useStoreSelector(store, (s) => s.loading);
  const hasModels = useStoreSelector(store, (s) => s.models.length > 0);
  const problems = useStoreSelector(store, selectFormProblems, shallowEqual);
  return (
    <section className="mg-card mg-settings__card mg-model-suggestions" aria-labelledby={heading}>
      <h3 id={heading}>{t('title')}</h3>
      <p className="mg-muted">{t('description')}</p>
      {error && (
        <p role="alert" className="mg-settings__error">
          {translateMessage(t, error)}
        </p>
      )}
      {loading && <p role="status">{t('loading')}</p>}
      {!loading && !hasModels && !error && <p>{t('noModel')}</p>}
      {hasModels && (
        <>
          <ModelAndQuestions store={store} />
          <PromptTemplate store={store} />
          <RecordScope store={store} />
          <RunConcurrency store={store} />
          <PromptPreview store={store} />
          {problems.length > 0 && <p className="mg-muted">{t(`problem_${problems[0]}`)}</p>}
          <RunActions store={store} />
          <DryRunResults store={store} />
        </>
      )}
      <JobProgress store={store} />
    </section>
  );
}
