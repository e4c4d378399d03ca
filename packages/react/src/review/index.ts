export * from './ReviewView';
export * from './useReviewSession';
export * from './reviewTexts';
export * from './ReviewModeLink';
