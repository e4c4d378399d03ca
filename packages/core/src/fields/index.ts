// Rendering rules of record fields: content kinds, tables, chats, tabs, search highlighting, custom templates.
export * from './contentKind';
export * from './tableJson';
export * from './tableJsonEdits';
export * from './chatMessages';
export * from './fieldTabs';
export * from './searchHighlight';
export * from './customTemplate';
