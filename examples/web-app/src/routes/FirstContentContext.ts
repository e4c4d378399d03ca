import { createContext } from 'react';

/**
 * Where the annotation page the app was opened on says its first record is painted: the app's own later reads
 * (the mentions) wait for it, or for another page. Null outside the app.
 */
export const FirstContentContext = createContext<(() => void) | null>(null);
