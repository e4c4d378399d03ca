import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { bulkViewModule } from '../annotation/bulk/bulkViewModule';
import { markdownRenderer } from '../annotation/fields/markdownRenderer';
import { rankingQuestionModule } from '../annotation/questions/rankingQuestionModule';
import { recordHistoryModule } from '../history/recordHistoryModule';
import { matchStyleRulesByKey } from './matchStyleRulesByKey';
import { readStyleRulesOnly } from './readStyleRulesOnly';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// `waitFor` and `findBy…` give up after 5 s, not Testing Library's 1 s: a wait that takes 1.2 s alone (a long span
// text laid out step by step) ran past 1 s when the shared 2-core machine was three times slower than usual. A wait
// for something that never happens still fails, later.
configure({ asyncUtilTimeout: 5000 });

// The document's style sheets keep only what the tests read of computed styles, and jsdom's style matching skips the
// rules an element cannot match (readStyleRulesOnly.ts and matchStyleRulesByKey.ts say why). The build's tests run
// in Node, without a window.
if (typeof window !== 'undefined') {
  readStyleRulesOnly(window);
  matchStyleRulesByKey(window.document);
}

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
