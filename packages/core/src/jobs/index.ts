// Background jobs: statuses and polling.
export * from './jobStatus';
export * from './JobObserver';
