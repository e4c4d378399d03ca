import {
  CREATION_FIELD_TYPES,
  CREATION_QUESTION_TYPES,
  creationFieldTypeName,
  questionTypeName,
  type CreationFieldType,
  type CreationQuestionType,
} from '@marginalia/core';
import { translateMessage, type Translate } from '../hooks/useT';

/** The question types the creation offers, each by its shown name ('Multi-label'), for a select. */
export function creationQuestionTypeOptions(t: Translate): { value: CreationQuestionType; label: string }[] {
  return CREATION_QUESTION_TYPES.map((type) => ({
    value: type,
    label: translateMessage(t, questionTypeName(type)),
  }));
}

/** The field types a column may become, and 'No mapping', each by its shown name, for a select. */
export function creationFieldTypeOptions(t: Translate): { value: CreationFieldType; label: string }[] {
  return CREATION_FIELD_TYPES.map((type) => ({
    value: type,
    label: translateMessage(t, creationFieldTypeName(type)),
  }));
}
