import type { WireQuestion, WireQuestionSettings } from '@marginalia/core';
import { fromBooleanColumn } from '../db/json-column';
import { questionSettingsOf } from '../datasets/dataset-child-rows';
import { serializeTimestamp } from '../common/time';
import type { QuestionsTable } from '../db/schema';

/** The contract's Question object (§10). */
export function serializeQuestion(row: QuestionsTable): WireQuestion {
  const settings = questionSettingsOf(row);
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
