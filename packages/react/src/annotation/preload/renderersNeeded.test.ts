import { describe, expect, it } from 'vitest';
import { renderersNeeded } from './renderersNeeded';

const plain = { useMarkdown: false };

describe('renderersNeeded', () => {
  it('asks for nothing on a plain dataset', () => {
    expect(
      renderersNeeded({
        guidelines: '  ',
        fields: [plain],
        questions: [{ type: 'label_selection', useMarkdown: false }],
      }),
    ).toEqual({ markdown: false, ranking: false });
  });

  it('asks for markdown for guidelines, a markdown field or a markdown text question', () => {
    expect(renderersNeeded({ guidelines: '# Read me', fields: [plain], questions: [] }).markdown).toBe(true);
    expect(
      renderersNeeded({ guidelines: null, fields: [{ useMarkdown: true }], questions: [] }).markdown,
    ).toBe(true);
    expect(
      renderersNeeded({ guidelines: null, fields: [], questions: [{ type: 'text', useMarkdown: true }] })
        .markdown,
    ).toBe(true);
  });

  it('asks for the ranking control when a question ranks', () => {
    expect(
      renderersNeeded({ guidelines: null, fields: [], questions: [{ type: 'ranking', useMarkdown: false }] }),
    ).toEqual({
      markdown: false,
      ranking: true,
    });
  });
});
