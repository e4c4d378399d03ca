export * from './themeChoice';
export * from './createThemeStore';
