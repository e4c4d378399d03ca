import { createContext } from 'react';
import type { AnnotationPrefetch } from '@marginalia/react';

/**
 * The first reads of the annotation page the app was opened on, started beside the session restore
 * (`prefetchAnnotationView`); its annotation store adopts them. Null on any other page.
 */
export const AnnotationPrefetchContext = createContext<AnnotationPrefetch | null>(null);
