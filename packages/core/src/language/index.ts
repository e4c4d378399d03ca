export * from './chooseLanguage';
export * from './localeCookie';
export * from './textDirection';
export * from './formatNumbers';
export * from './formatRelativeTime';
export * from './createLanguageStore';
