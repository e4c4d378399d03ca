import { movedItem } from './optionOrdering';
import { questionEditing } from './questionEditing';
import type { QuestionDraft, QuestionSettingsItem } from './settingsItems';

/** The option intents of the questions tab (part of the settings store's state). */
export interface QuestionOptionIntents {
  /** Renames one option (its label); values never change. */
  editOptionText(questionId: string, index: number, text: string): void;
  /** Moves one option of a label, multi-label or span question from one place in the list to another. */
  moveOption(questionId: string, from: number, to: number): void;
  /** Lists suggested options first on the annotation page (`options_order`), multi-label questions only. */
  setSuggestionFirst(questionId: string, on: boolean): void;
}

/**
 * The option intents over a question lookup and an edit; each does nothing for a question type whose server
 * refuses the change once published (rating and ranking options never move, only multi-label questions have an
 * options order).
 *
 * @example
 * const intents = questionOptionIntents(findQuestion, (id, change) => edit('questions', id, change));
 * intents.moveOption('q1', 3, 0);
 */
export function questionOptionIntents(
  question: (id: string) => QuestionSettingsItem | undefined,
  edit: (id: string, change: Partial<QuestionDraft>) => void,
): QuestionOptionIntents {
  return {
    editOptionText: (questionId, index, text) => {
      const item = question(questionId);
      if (!item) return;
      const options = item.edit.options.map((option, i) => (i === index ? { ...option, text } : option));
      edit(questionId, { options });
    },
    moveOption: (questionId, from, to) => {
      const item = question(questionId);
      if (!item || !questionEditing(item.info.type).reorderOptions) return;
      edit(questionId, { options: movedItem(item.edit.options, from, to) });
    },
    setSuggestionFirst: (questionId, on) => {
      const item = question(questionId);
      if (!item || !questionEditing(item.info.type).suggestionFirst) return;
      edit(questionId, { optionsOrder: on ? 'suggestion' : 'natural' });
    },
  };
}
