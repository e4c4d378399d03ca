export * from './optionOrder';
export * from './optionList';
export * from './answerValidity';
export * from './responseValues';
