import { useId, type KeyboardEvent } from 'react';
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  labelPalette,
  questionEditing,
  selectOptionSteps,
  type DatasetSettingsStore,
  type OptionDraft,
  type QuestionSettingsItem,
} from '@marginalia/core';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { FieldError } from './SettingsItemActions';
import { settingsTexts } from './settingsTexts';
import { useOptionMoves, type RowControl } from './useOptionMoves';

const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

export interface QuestionOptionListProps {
  store: DatasetSettingsStore;
  item: QuestionSettingsItem;
  error(key: string): string | null;
  /**
   * Where the drag library puts its live region: outside the question's card, so the card's only status is its
   * save status ('Saving...', 'Saved').
   */
  liveRegion?: Element | null;
}

/**
 * A question's options in their order: label inputs (label, multi-label and span questions; rating and ranking
 * options read-only), and for the types whose order may change a drag handle, Move up / Move down buttons and
 * Alt+Arrow Up/Down in the label. The order is the one the annotation page shows; a move is announced.
 *
 * @example
 * <QuestionOptionList store={store} item={question} error={errorOf} />
 */
export function QuestionOptionList({ store, item, error, liveRegion }: QuestionOptionListProps) {
  const t = useT(settingsTexts);
  const ids = { heading: useId(), hint: useId() };
  const can = questionEditing(item.info.type);
  const { values, announcement, move, onDragEnd, register } = useOptionMoves(store, item, t);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const rows = item.edit.options.map((option, index) => (
    <OptionRow
      key={String(option.value)}
      option={option}
      index={index}
      span={item.info.type === 'span'}
      editable={can.optionLabels}
      reorder={can.reorderOptions}
      steps={selectOptionSteps(item, index)}
      error={error(`options.${index}`)}
      errorId={`${ids.heading}-${index}`}
      hintId={ids.hint}
      register={(control, node) => register(String(option.value), control, node)}
      onText={(text) => store.getState().editOptionText(item.id, index, text)}
      onMove={(to, control) => move(index, to, control)}
    />
  ));
  return (
    <div className="mg-settings__row" role="group" aria-labelledby={ids.heading}>
      <span id={ids.heading} className="mg-settings__label">
        {t('questions.options')}
      </span>
      {!can.optionLabels && <p className="mg-muted">{t('questions.readOnlyOptions')}</p>}
      {can.reorderOptions && (
        <p id={ids.hint} className="mg-muted">
          {t('questions.reorderHint')}
        </p>
      )}
      {can.reorderOptions ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            container: liveRegion ?? undefined,
            // The move is announced below, in the person's language, whichever way it was made.
            announcements: SILENT,
            screenReaderInstructions: { draggable: t('questions.reorderHint') },
          }}
        >
          <SortableContext items={values} strategy={verticalListSortingStrategy}>
            <ul className="mg-settings__options">{rows}</ul>
          </SortableContext>
        </DndContext>
      ) : (
        <ul className="mg-settings__options">{rows}</ul>
      )}
      <span className="mg-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

interface OptionRowProps {
  option: OptionDraft;
  index: number;
  span: boolean;
  editable: boolean;
  reorder: boolean;
  steps: { up: number | null; down: number | null };
  error: string | null;
  errorId: string;
  hintId: string;
  register(control: RowControl, node: HTMLElement | null): void;
  onText(text: string): void;
  onMove(to: number | null, control: RowControl): void;
}

function OptionRow(props: OptionRowProps) {
  const { option, reorder, steps, register, onMove } = props;
  const value = String(option.value);
  const sortable = useSortable({ id: value, disabled: !reorder });
  const onLabelKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!reorder || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? steps.up : steps.down, 'label');
  };
  return (
    <li
      ref={reorder ? sortable.setNodeRef : undefined}
      className="mg-settings__option"
      style={
        reorder
          ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }
          : undefined
      }
    >
      <span className="mg-settings__option-value">
        {reorder && (
          // The pointer's handle; keyboards move with the buttons and Alt+Arrow, so it is not a tab stop.
          <span className="mg-settings__grip" aria-hidden="true" {...sortable.listeners}>
            ⋮⋮
          </span>
        )}
        {props.span && (
          <span
            className="mg-settings__swatch"
            style={{ background: labelPalette(value).light }}
            aria-hidden="true"
          />
        )}
        <code>{value}</code>
      </span>
      {props.editable ? (
        <OptionLabelInput {...props} value={value} onKeyDown={onLabelKeyDown} />
      ) : (
        <span>{option.text}</span>
      )}
      {reorder && (
        <MoveButtons label={option.text || value} steps={steps} register={register} onMove={onMove} />
      )}
    </li>
  );
}

function OptionLabelInput(
  props: OptionRowProps & { value: string; onKeyDown(event: KeyboardEvent<HTMLInputElement>): void },
) {
  const t = useT(settingsTexts);
  return (
    <span>
      <input
        ref={(node) => props.register('label', node)}
        className="mg-input"
        aria-label={t('questions.optionLabel', { value: props.value })}
        aria-invalid={props.error !== null}
        aria-describedby={
          [props.error ? props.errorId : '', props.reorder ? props.hintId : ''].join(' ').trim() || undefined
        }
        value={props.option.text}
        onChange={(event) => props.onText(event.target.value)}
        onKeyDown={props.onKeyDown}
      />
      <FieldError id={props.errorId} message={props.error} />
    </span>
  );
}

function MoveButtons(props: {
  label: string;
  steps: { up: number | null; down: number | null };
  register(control: RowControl, node: HTMLElement | null): void;
  onMove(to: number | null, control: RowControl): void;
}) {
  const t = useT(settingsTexts);
  // aria-disabled rather than disabled: the button keeps the focus when its option reaches the end.
  const button = (control: 'up' | 'down', to: number | null) => (
    <button
      ref={(node) => props.register(control, node)}
      type="button"
      className="mg-button mg-button--ghost mg-button--icon"
      aria-label={t(control === 'up' ? 'questions.moveUp' : 'questions.moveDown', { label: props.label })}
      title={t(control === 'up' ? 'questions.moveUp' : 'questions.moveDown', { label: props.label })}
      aria-disabled={to === null}
      onClick={() => props.onMove(to, control)}
    >
      <Icon name={control === 'up' ? 'arrowUp' : 'arrowDown'} />
    </button>
  );
  return (
    <span className="mg-settings__option-moves">
      {button('up', props.steps.up)}
      {button('down', props.steps.down)}
    </span>
  );
}
