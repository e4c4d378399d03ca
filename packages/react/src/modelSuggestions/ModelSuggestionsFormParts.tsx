import {
  selectActions,
  selectHasFilter,
  selectPreview,
  selectUnknownPlaceholders,
  type ModelSuggestionsStore,
} from '@marginalia/core';
import { useId } from 'react';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { Select } from '../primitives/Select';
import { modelSuggestionsTexts } from './modelSuggestionsTexts';

const SYNTAX = '{{field.<name>}}, {{metadata.<key>}}, {{question.<name>}}, {{options.<name>}}';

/** The parts of the Model suggestions form, each over the section's store (`ModelSuggestionsSettings`). */
interface PartProps {
  store: ModelSuggestionsStore;
}

/** The model (with its price per 1k tokens), the questions to pre-annotate and a table question's schema file. */
export function ModelAndQuestions({ store }: PartProps) {
  const t = useT(modelSuggestionsTexts);
  const state = useStoreSelector(store, (s) => s);
  const intents = store.getState();
  const price = (n: number) => n.toFixed(4);
  return (
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
    </>
  );
}

/** The prompt template, the placeholders it may use and the unknown ones it has. */
export function PromptTemplate({ store }: PartProps) {
  const t = useT(modelSuggestionsTexts);
  const ids = { prompt: useId(), help: useId() };
  const prompt = useStoreSelector(store, (s) => s.form.prompt);
  const fields = useStoreSelector(store, (s) => s.fields);
  const unknown = useStoreSelector(store, selectUnknownPlaceholders, shallowEqual);
  return (
    <div className="mg-settings__row">
      <label htmlFor={ids.prompt} className="mg-settings__label">
        {t('prompt')}
      </label>
      <textarea
        id={ids.prompt}
        aria-describedby={ids.help}
        value={prompt}
        onChange={(event) => store.getState().setPrompt(event.target.value)}
      />
      <p id={ids.help} className="mg-muted">
        {t('placeholders', { syntax: SYNTAX, fields: fields.join(', ') })}
      </p>
      {unknown.length > 0 && (
        <p className="mg-settings__error">{t('unknownPlaceholders', { names: unknown.join(', ') })}</p>
      )}
    </div>
  );
}

/** Which records: all pending ones, or the annotation page's current filter when it is known. */
export function RecordScope({ store }: PartProps) {
  const t = useT(modelSuggestionsTexts);
  const hint = useId();
  const scope = useStoreSelector(store, (s) => s.form.scope);
  const hasFilter = useStoreSelector(store, selectHasFilter);
  const filter = useStoreSelector(store, (s) => s.filter);
  const intents = store.getState();
  const summary = filter
    ? [
        ...(filter.text ? [t('filterText', { q: filter.text.q })] : []),
        ...(filter.filters.length > 0 ? [t('filterCount', { count: filter.filters.length })] : []),
      ].join(', ')
    : '';
  return (
    <fieldset>
      <legend>{t('records')}</legend>
      <label>
        <input
          type="radio"
          name="mg-model-suggestions-scope"
          checked={scope === 'pending'}
          onChange={() => void intents.setScope('pending')}
        />{' '}
        {t('scopePending')}
      </label>
      <label>
        <input
          type="radio"
          name="mg-model-suggestions-scope"
          disabled={!hasFilter}
          aria-describedby={hint}
          checked={scope === 'filter'}
          onChange={() => void intents.setScope('filter')}
        />{' '}
        {t('scopeFilter')}
      </label>
      <p id={hint} className="mg-muted">
        {hasFilter ? t('scopeFilterHint', { summary }) : t('scopeFilterNone')}
      </p>
    </fieldset>
  );
}

/** How many model calls the run makes at once: empty for the server's default, within the server's maximum. */
export function RunConcurrency({ store }: PartProps) {
  const t = useT(modelSuggestionsTexts);
  const ids = { input: useId(), help: useId() };
  const value = useStoreSelector(store, (s) => s.form.concurrency);
  const limits = useStoreSelector(
    store,
    (s) => ({ default: s.concurrency, max: s.maxConcurrency }),
    shallowEqual,
  );
  return (
    <div className="mg-settings__row">
      <label htmlFor={ids.input} className="mg-settings__label">
        {t('concurrency')}
      </label>
      <input
        id={ids.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={limits.max}
        step={1}
        placeholder={String(limits.default)}
        aria-describedby={ids.help}
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          store.getState().setConcurrency(text === '' ? null : Number(text));
        }}
      />
      <p id={ids.help} className="mg-muted">
        {t('concurrencyHelp', { default: limits.default, max: limits.max })}
      </p>
    </div>
  );
}

/** The exact prompt of the first record, as it will be sent. */
export function PromptPreview({ store }: PartProps) {
  const t = useT(modelSuggestionsTexts);
  const preview = useStoreSelector(store, selectPreview);
  return (
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
  );
}

/** Try on 5 records, run, and Cancel or Resume the job, each as the core allows. */
export function RunActions({ store }: PartProps) {
  const t = useT(modelSuggestionsTexts);
  const actions = useStoreSelector(store, selectActions, shallowEqual);
  const intents = store.getState();
  return (
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
        <button type="button" className="mg-button mg-button--ghost" onClick={() => void intents.resume()}>
          {t('resume')}
        </button>
      )}
    </div>
  );
}
