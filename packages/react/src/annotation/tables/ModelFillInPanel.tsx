import { useId, useState, type KeyboardEvent } from 'react';
import type { ApiClient, ExtractionInputs, ReferenceTableSession } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { tableTexts } from '../../table/tableTexts';
import { ModelFillInInputs } from './ModelFillInInputs';
import { useExtractionRun } from './useExtractionRun';
import { useFillInPanelFocus } from './useFillInPanelFocus';

export interface ModelFillInPanelProps {
  session: ReferenceTableSession;
  /** The rows the row menu was opened for. */
  rowIds: readonly number[];
  client: Pick<ApiClient, 'extractTable'>;
  /** The workspace (by name) the model call is made in. */
  workspace: string;
  /** From the record's answers to the three questions of spec 2 §7. */
  inputs: ExtractionInputs;
  /** The paper's reference when the table names none (the record's document's). */
  documentReference?: () => Promise<string | null>;
  onClose(): void;
}

/**
 * The LLM fill-in of the row menu (spec 2 §4, §7): shows what steers the model (the chosen sections and
 * sources), takes an optional prompt (the notes answer to start with), shows progress while the model works and
 * how many rows came back. The run itself is the core's extraction store: the rows land as one undoable edit, a
 * failure is a notification with the server's message.
 */
export function ModelFillInPanel({
  session,
  rowIds,
  client,
  workspace,
  inputs,
  documentReference,
  onClose,
}: ModelFillInPanelProps) {
  const t = useT(tableTexts);
  const ids = useId();
  const [prompt, setPrompt] = useState(inputs.notes);
  const extraction = useExtractionRun({ session, client, workspace, t, documentReference });
  const status = useStoreSelector(extraction, (state) => state.status);
  const filled = useStoreSelector(extraction, (state) => state.filledRows);
  const running = status === 'running';
  const { setPanel, promptRef } = useFillInPanelFocus();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // The page's own Escape handling (shortcuts) never sees this key.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={setPanel}
      role="dialog"
      aria-labelledby={`${ids}-title`}
      className="mg-model-fill-in"
      onKeyDown={onKeyDown}
    >
      <h3 id={`${ids}-title`} className="mg-model-fill-in__title">
        {t('fillIn.title', { count: rowIds.length })}
      </h3>
      <ModelFillInInputs inputs={inputs} t={t} />
      <label className="mg-model-fill-in__prompt">
        <span>{t('fillIn.prompt')}</span>
        <textarea
          ref={promptRef}
          className="mg-input"
          rows={2}
          value={prompt}
          disabled={running}
          onChange={(event) => setPrompt(event.target.value)}
        />
      </label>
      <div className="mg-model-fill-in__actions">
        <button
          type="button"
          className="mg-button mg-button--primary"
          disabled={running}
          onClick={() => void extraction.getState().fill({ rowIds, inputs, prompt })}
        >
          {t('fillIn.run')}
        </button>
        <button type="button" className="mg-button mg-button--ghost" onClick={onClose}>
          {t('grid.close')}
        </button>
      </div>
      <p role="status" className="mg-muted mg-model-fill-in__status">
        {running && <progress aria-label={t('fillIn.running')} />}
        {running ? t('fillIn.running') : status === 'done' ? t('fillIn.done', { count: filled }) : ''}
      </p>
    </section>
  );
}
