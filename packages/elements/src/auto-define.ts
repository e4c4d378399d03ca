// The script-tag bundle: loading it defines every element.
import { defineMarginaliaElements } from './define';

defineMarginaliaElements();
