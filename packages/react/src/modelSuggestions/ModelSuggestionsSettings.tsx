import {
  createModelSuggestionsSession,
  selectActions,
  selectFormProblems,
  selectPreview,
  selectUnknownPlaceholders,
  type ModelSuggestionsStore,
  type SearchFilter,
} from '@marginalia/core';
import { useId } from 'react';
import { useCoreSession } from '../hooks/useCoreSession';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { Select } from '../primitives/Select';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { modelSuggestionsCss } from './modelSuggestionsCss';
import { DryRunResults, JobProgress } from './ModelSuggestionsResults';
import { modelSuggestionsTexts } from './modelSuggestionsTexts';

const SYNTAX = '{{field.<name>}}, {{metadata.<key>}}, {{question.<name>}}, {{options.<name>}}';

/** Props of {@link ModelSuggestionsSettings}. */
export interface ModelSuggestionsSettingsProps {
  datasetId: string;
  /** The annotation view's current filter, offered as "the current filter" (none: only pending records). */
  filters?: SearchFilter[] | null;
}

/**
 * The Model suggestions section of the dataset settings (issue 30): a configured model, the questions, a prompt
 * template with the preview of the first record's exact prompt, a 5-record try and the job with its progress,
 * Cancel and Resume. The rules are the core's (`createModelSuggestionsStore` and its selectors).
 *
 * @example
 * <ModelSuggestionsSettings datasetId={id} />
 */
export function ModelSuggestionsSettings({ datasetId, filters = null }: ModelSuggestionsSettingsProps) {
  const sdk = useMarginalia();
  // `filters` is read when the session is made: a new filter comes with a new settings view.
  const session = useCoreSession(
    () => createModelSuggestionsSession(sdk, datasetId, { filters }),
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
  const ids = { heading: useId(), prompt: useId(), help: useId() };
  const state = useStoreSelector(store, (s) => s);
  const actions = useStoreSelector(store, selectActions, shallowEqual);
  const problems = useStoreSelector(store, selectFormProblems, shallowEqual);
  const unknown = useStoreSelector(store, selectUnknownPlaceholders, shallowEqual);
  const preview = useStoreSelector(store, selectPreview);
  const intents = store.getState();
  const price = (n: number) => n.toFixed(4);
  return (
    <section className="mg-card mg-settings__card mg-model-suggestions" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t('title')}</h3>
      <p className="mg-muted">{t('description')}</p>
      {state.error && (
        <p role="alert" className="mg-settings__error">
          {translateMessage(t, state.error)}
        </p>
      )}
      {state.loading && <p role="status">{t('loading')}</p>}
      {!state.loading && state.models.length === 0 && !state.error && <p>{t('noModel')}</p>}
      {state.models.length > 0 && (
        <>
          <Select
            label={t('model')}
            value={state.form.model ?? ''}
            options={state.models.map((m) => ({
              value: m.name,
              label:
                m.price_per_1k.prompt + m.price_per_1k.completion > 0
                  ? t('modelOption', {
                      name: m.name,
                      prompt: price(m.price_per_1k.prompt),
                      completion: price(m.price_per_1k.completion),
                    })
                  : t('modelOptionFree', { name: m.name }),
            }))}
            onChange={(name) => intents.setModel(name)}
          />
          <fieldset>
            <legend>{t('questions')}</legend>
            {state.questions.map((q) => (
              <label key={q.name}>
                <input
                  type="checkbox"
                  checked={state.form.questions.includes(q.name)}
                  onChange={() => intents.toggleQuestion(q.name)}
                />{' '}
                {q.title}
              </label>
            ))}
          </fieldset>
          {state.questions
            .filter((q) => q.settings.type === 'table' && state.form.questions.includes(q.name))
            .map((q) => (
              <label key={q.name} className="mg-settings__row">
                <span className="mg-settings__label">{t('tableSchema', { question: q.title })}</span>
                <input
                  value={state.form.tableSchemas[q.name] ?? ''}
                  onChange={(event) => intents.setTableSchema(q.name, event.target.value)}
                />
              </label>
            ))}
          <div className="mg-settings__row">
            <label htmlFor={ids.prompt} className="mg-settings__label">
              {t('prompt')}
            </label>
            <textarea
              id={ids.prompt}
              aria-describedby={ids.help}
              value={state.form.prompt}
              onChange={(event) => intents.setPrompt(event.target.value)}
            />
            <p id={ids.help} className="mg-muted">
              {t('placeholders', { syntax: SYNTAX, fields: state.fields.join(', ') })}
            </p>
            {unknown.length > 0 && (
              <p className="mg-settings__error">{t('unknownPlaceholders', { names: unknown.join(', ') })}</p>
            )}
          </div>
          <fieldset>
            <legend>{t('records')}</legend>
            <label>
              <input
                type="radio"
                name="mg-model-suggestions-scope"
                checked={state.form.scope === 'pending'}
                onChange={() => void intents.setScope('pending')}
              />{' '}
              {t('scopePending')}
            </label>
            <label>
              <input
                type="radio"
                name="mg-model-suggestions-scope"
                disabled={!state.filters || state.filters.length === 0}
                checked={state.form.scope === 'filter'}
                onChange={() => void intents.setScope('filter')}
              />{' '}
              {t('scopeFilter')}
            </label>
          </fieldset>
          <details open>
            <summary>{t('preview')}</summary>
            {preview ? (
              preview.map((message) => (
                <div key={message.role}>
                  <strong>{t(`role_${message.role}`)}</strong>
                  <pre aria-label={t(`role_${message.role}`)}>{message.content}</pre>
                </div>
              ))
            ) : (
              <p className="mg-muted">{t('previewNone')}</p>
            )}
          </details>
          {problems.length > 0 && <p className="mg-muted">{t(`problem_${problems[0]}`)}</p>}
          <div className="mg-model-suggestions__actions">
            <button
              type="button"
              className="mg-button"
              aria-disabled={!actions.canTry}
              onClick={() => void intents.tryRun()}
            >
              {t('try')}
            </button>
            <button
              type="button"
              className="mg-button"
              aria-disabled={!actions.canRun}
              onClick={() => void intents.run()}
            >
              {t('run')}
            </button>
            {actions.running && (
              <button
                type="button"
                className="mg-button mg-button--ghost"
                aria-disabled={!actions.canCancel}
                onClick={() => void intents.cancel()}
              >
                {t('cancel')}
              </button>
            )}
            {actions.canResume && (
              <button
                type="button"
                className="mg-button mg-button--ghost"
                onClick={() => void intents.resume()}
              >
                {t('resume')}
              </button>
            )}
          </div>
          <DryRunResults store={store} />
        </>
      )}
      <JobProgress store={store} />
    </section>
  );
}
