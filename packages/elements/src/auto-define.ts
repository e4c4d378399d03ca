// The one-script-tag bundle: loading it defines every element (and does nothing more when loaded again).
import { defineMarginaliaElements } from './define';

defineMarginaliaElements();

export * from './index';
