// Question controls of the annotation screen: labels, rating, ranking, text, table and span questions.
export { QuestionItem } from './QuestionItem';
export type { QuestionItemProps } from './QuestionItem';
export type { QuestionControlProps } from './QuestionControlProps';
export { LabelSelectionQuestion } from './LabelSelectionQuestion';
export { MultiLabelSelectionQuestion } from './MultiLabelSelectionQuestion';
export { RatingQuestion } from './RatingQuestion';
export { RankingQuestion } from './RankingQuestion';
export { rankingKeyboardCoordinates } from './rankingKeyboardCoordinates';
export { TextQuestion } from './TextQuestion';
export { TableQuestion } from './TableQuestion';
export { SpanQuestion } from './SpanQuestion';
export type { SpanQuestionProps } from './SpanQuestion';
export { SpanAnnotatedText } from './SpanAnnotatedText';
export type { SpanAnnotatedTextProps, SpanLabel } from './SpanAnnotatedText';
export { SuggestionMarker, isSuggestedValue } from './SuggestionMarker';
export type { SuggestionMarkerProps } from './SuggestionMarker';
export {
  QuestionPreferencesProvider,
  useRememberedExpanded,
  useQuestionPreferencesStorage,
  expandedStorageKey,
} from './QuestionPreferences';
export type { QuestionPreferencesProviderProps } from './QuestionPreferences';
export { useOptionFilter } from './useOptionFilter';
export type { OptionFilter, OptionFilterOptions } from './useOptionFilter';
export { useDigitKeys } from './useDigitKeys';
export type { DigitKeys } from './useDigitKeys';
