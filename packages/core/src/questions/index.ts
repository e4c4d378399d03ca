export * from './optionOrder';
export * from './optionList';
