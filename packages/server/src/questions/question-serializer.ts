import type { WireQuestion, WireQuestionSettings } from '@marginalia/core';
import { fromBooleanColumn, fromJsonRequired } from '../db/json-column';
import { serializeTimestamp } from '../common/time';
import type { QuestionsTable } from '../db/schema';

/** The stored settings of a question. */
export function questionSettings(row: QuestionsTable): WireQuestionSettings {
  return fromJsonRequired<WireQuestionSettings>(row.settings);
}

/** The contract's Question object (§10). */
export function serializeQuestion(row: QuestionsTable): WireQuestion {
  const settings = questionSettings(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    required: fromBooleanColumn(row.required),
    settings: (settings.type === 'span'
      ? { ...settings, allow_character_annotation: settings.allow_character_annotation ?? true }
      : settings) as WireQuestionSettings,
    dataset_id: row.dataset_id,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
