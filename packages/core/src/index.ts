export * from './api/wire';
