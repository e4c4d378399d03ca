// Question controls of the annotation screen: labels, rating, ranking, text, table and span questions.
export * from './QuestionItem';
export * from './QuestionControlProps';
export * from './LabelSelectionQuestion';
export * from './MultiLabelSelectionQuestion';
export * from './RatingQuestion';
export * from './RankingQuestion';
export * from './rankingKeyboardCoordinates';
export * from './TextQuestion';
export * from './TableQuestion';
export * from './SpanQuestion';
export * from './SpanAnnotatedText';
export * from './SuggestionMarker';
export * from './QuestionPreferences';
export * from './useOptionFilter';
export * from './useDigitKeys';
