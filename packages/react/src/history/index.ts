export * from './RecordHistory';
export * from './DatasetHistory';
export * from './historyTexts';
