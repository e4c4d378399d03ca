// Pre-annotation by a configured model: the prompt (pure: the server sends what the preview shows), the workflow.
export * from './modelPrompt';
