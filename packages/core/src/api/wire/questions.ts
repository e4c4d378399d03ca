import type { Timestamps, Uuid } from './common';

export type QuestionType =
  | 'text'
  | 'rating'
  | 'label_selection'
  | 'multi_label_selection'
  | 'dynamic_label_selection'
  | 'dynamic_multi_label_selection'
  | 'ranking'
  | 'span'
  | 'table';

export const QUESTION_TYPES: readonly QuestionType[] = [
  'text',
  'rating',
  'label_selection',
  'multi_label_selection',
  'dynamic_label_selection',
  'dynamic_multi_label_selection',
  'ranking',
  'span',
  'table',
];

export interface WireOption {
  value: string;
  text: string;
  description?: string | null;
}

export interface WireRatingOption {
  value: number;
}

export type WireQuestionSettings =
  | { type: 'text'; use_markdown: boolean; use_table?: boolean }
  | { type: 'rating'; options: WireRatingOption[] }
  | {
      type: 'label_selection' | 'dynamic_label_selection';
      options: WireOption[];
      visible_options: number | null;
    }
  | {
      type: 'multi_label_selection' | 'dynamic_multi_label_selection';
      options: WireOption[];
      visible_options: number | null;
      options_order: 'natural' | 'suggestion';
    }
  | { type: 'ranking'; options: WireOption[] }
  | {
      type: 'span';
      field: string;
      options: WireOption[];
      visible_options: number | null;
      allow_overlapping: boolean;
      allow_character_annotation?: boolean;
    }
  | { type: 'table' };

export interface WireQuestion extends Timestamps {
  id: Uuid;
  name: string;
  title: string;
  description: string | null;
  required: boolean;
  settings: WireQuestionSettings;
  dataset_id: Uuid;
}

export interface QuestionCreate {
  name: string;
  title: string;
  description?: string | null;
  required?: boolean;
  settings: { type: QuestionType } & Record<string, unknown>;
}
