// Pre-annotation by a configured model: the prompt (pure: the server sends what the preview shows), the workflow.
export * from './modelPrompt';
export * from './modelSuggestionsState';
export * from './modelSuggestionsSelectors';
export * from './createModelSuggestionsStore';
export * from './currentFilter';
