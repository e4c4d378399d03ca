export * from './commentsMessageKeys';
export * from './commentsState';
export * from './commentsSelectors';
export * from './createCommentsStore';
export * from './commentedRecords';
export * from './mentionNotices';
