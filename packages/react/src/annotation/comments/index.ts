export * from './CommentsContext';
export * from './CommentsProvider';
export * from './RecordComments';
export * from './RecordCommentsBadge';
export * from './CommentFilterSelect';
export * from './useMentionNotifications';
export * from './commentsTexts';
