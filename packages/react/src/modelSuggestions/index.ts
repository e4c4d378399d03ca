export * from './ModelSuggestionsSettings';
