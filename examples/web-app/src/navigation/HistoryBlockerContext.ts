import { createContext } from 'react';
import type { BlockingHistory } from './createBlockingHistory';

/** Where a page sets the blocker of the app's history (see `createBlockingHistory`); null outside the app. */
export const HistoryBlockerContext = createContext<BlockingHistory['block'] | null>(null);
