import { useId } from 'react';
import {
  selectHubViewerUrl,
  questionTypeName,
  selectPreviewFields,
  selectSubset,
  type DatasetCreationState,
  type PreviewField,
  type CreationQuestionDraft,
} from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { hubTexts } from './hubTexts';

/** The image URL of a first-rows image cell (`{src, height, width}`), or of a plain string. */
function imageSource(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string')
    return (value as { src: string }).src;
  return null;
}

function FieldValue({ field }: { field: PreviewField }) {
  if (field.type === 'image') {
    const src = imageSource(field.value);
    return src ? <img src={src} alt={field.name} /> : null;
  }
  if (field.type === 'chat' && Array.isArray(field.value)) {
    return (
      <ul className="mg-creation__chat">
        {(field.value as { role?: unknown; content?: unknown }[]).map((message, index) => (
          <li key={index}>
            <strong>{String(message.role ?? '')}</strong> <span>{String(message.content ?? '')}</span>
          </li>
        ))}
      </ul>
    );
  }
  return <>{typeof field.value === 'string' ? field.value : JSON.stringify(field.value)}</>;
}

const fieldsEqual = (a: PreviewField[], b: PreviewField[]) =>
  a.length === b.length &&
  a.every(
    (field, i) => field.name === b[i]?.name && field.type === b[i]?.type && field.value === b[i]?.value,
  );

/**
 * The first record as the new dataset will show it: its mapped fields.
 *
 * @example
 * <RecordPreview store={store} />
 */
export function RecordPreview({ store }: { store: ReadableStore<DatasetCreationState> }) {
  const t = useT(hubTexts);
  const titleId = useId();
  const fields = useStoreSelector(store, selectPreviewFields, fieldsEqual);
  const firstRowStatus = useStoreSelector(store, (s) => s.firstRowStatus);
  return (
    <section className="mg-card" aria-labelledby={titleId} aria-busy={firstRowStatus === 'loading'}>
      <h2 id={titleId}>{t('creation.firstRecord')}</h2>
      {firstRowStatus === 'error' && <p className="mg-muted">{t('creation.firstRecordError')}</p>}
      {fields.map((field) => (
        <div key={field.name} className="mg-creation__field">
          <span className="mg-creation__label">{field.name}</span>
          <div className="mg-creation__value" data-field={field.name}>
            <FieldValue field={field} />
          </div>
        </div>
      ))}
    </section>
  );
}

const NO_QUESTIONS: readonly CreationQuestionDraft[] = [];

/**
 * The questions the new dataset will ask, with their type, options and whether they are required.
 *
 * @example
 * <QuestionsPreview store={store} />
 */
export function QuestionsPreview({ store }: { store: ReadableStore<DatasetCreationState> }) {
  const t = useT(hubTexts);
  const titleId = useId();
  const questions = useStoreSelector(store, (s) => selectSubset(s)?.questions ?? NO_QUESTIONS);
  return (
    <section className="mg-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('creation.questionsPreview')}</h2>
      {questions.length === 0 && <p className="mg-muted">{t('creation.noQuestionsYet')}</p>}
      <ul className="mg-creation__chat">
        {questions.map((question) => (
          <li key={question.key}>
            <strong>{question.title}</strong> ({translateMessage(t, questionTypeName(question.type))})
            {question.required ? ' *' : ''}
            {question.options.length > 0 && (
              <span className="mg-muted"> — {question.options.join(', ')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The hub's own dataset viewer on the selected subset and split, in a frame (another origin: it reaches nothing
 * of the app). Nothing shows until the hub is known.
 *
 * @example
 * <HubViewerEmbed store={store} />
 */
export function HubViewerEmbed({ store }: { store: ReadableStore<DatasetCreationState> }) {
  const t = useT(hubTexts);
  const src = useStoreSelector(store, selectHubViewerUrl);
  if (src === null) return null;
  return <iframe className="mg-creation__embed" src={src} title={t('creation.hubPreview')} loading="lazy" />;
}
