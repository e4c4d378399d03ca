import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitiesQuestion } from '../../testing/questionFixtures';
import { markdownRenderer } from '../fields/markdownRenderer';
import { rankingQuestionModule } from '../questions/rankingQuestionModule';
import { spanQuestionModule } from '../questions/spanQuestionModule';
import { preloadRenderers } from './preloadRenderers';

afterEach(() => vi.restoreAllMocks());

describe('preloadRenderers', () => {
  it('starts loading the parts the settings call for, and only those', () => {
    const span = vi.spyOn(spanQuestionModule, 'load').mockResolvedValue(undefined as never);
    const markdown = vi.spyOn(markdownRenderer, 'load').mockResolvedValue(undefined as never);
    const ranking = vi.spyOn(rankingQuestionModule, 'load').mockResolvedValue(undefined as never);
    preloadRenderers({ guidelines: null, fields: [], questions: [entitiesQuestion()] });
    expect(span).toHaveBeenCalledTimes(1);
    expect(markdown).not.toHaveBeenCalled();
    expect(ranking).not.toHaveBeenCalled();
    preloadRenderers({ guidelines: '# Read me', fields: [], questions: [] });
    expect(markdown).toHaveBeenCalledTimes(1);
    expect(span).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the part that needs it: nothing is thrown or left unhandled', async () => {
    const span = vi.spyOn(spanQuestionModule, 'load').mockRejectedValue(new Error('chunk gone'));
    expect(() => preloadRenderers({ guidelines: null, fields: [], questions: [entitiesQuestion()] })).not.toThrow();
    await Promise.resolve();
    expect(span).toHaveBeenCalledTimes(1);
  });
});
