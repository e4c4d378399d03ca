import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { bulkViewModule } from '../annotation/bulk/bulkViewModule';
import { markdownRenderer } from '../annotation/fields/markdownRenderer';
import { rankingQuestionModule } from '../annotation/questions/rankingQuestionModule';
import { recordHistoryModule } from '../history/recordHistoryModule';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The on-demand parts are loaded up front, as the page's preload does, so components render them at once;
// `useLazyModule.test.tsx` covers the time before a part has loaded.
beforeAll(async () => {
  await Promise.all([
    markdownRenderer.load(),
    rankingQuestionModule.load(),
    bulkViewModule.load(),
    recordHistoryModule.load(),
  ]);
});
