import { describe, expect, it } from 'vitest';
import type { Field, Question } from '@marginalia/core';
import { renderersNeeded } from './renderersNeeded';

const plain: Pick<Field, 'useMarkdown' | 'type' | 'useTable'> = { useMarkdown: false, type: 'text', useTable: false };
const text: Pick<Question, 'type' | 'useMarkdown' | 'useTable'> = { type: 'text', useMarkdown: false, useTable: false };

describe('renderersNeeded', () => {
  it('asks for nothing on a plain dataset', () => {
    expect(
      renderersNeeded({
        guidelines: '  ',
        fields: [plain],
        questions: [{ ...text, type: 'label_selection' }],
      }),
    ).toEqual({ markdown: false, ranking: false, span: false, referenceTable: false, tableQuestion: false, richTextTable: false, imageField: false, chatField: false, customField: false });
  });

  it('asks for markdown for guidelines, a markdown field or a markdown text question', () => {
    expect(renderersNeeded({ guidelines: '# Read me', fields: [plain], questions: [] }).markdown).toBe(true);
    expect(
      renderersNeeded({ guidelines: null, fields: [{ ...plain, useMarkdown: true }], questions: [] }).markdown,
    ).toBe(true);
    expect(
      renderersNeeded({ guidelines: null, fields: [], questions: [{ ...text, useMarkdown: true }] })
        .markdown,
    ).toBe(true);
  });

  it('asks for the ranking control when a question ranks', () => {
    expect(
      renderersNeeded({ guidelines: null, fields: [], questions: [{ ...text, type: 'ranking' }] }),
    ).toEqual({
      markdown: false,
      ranking: true,
      span: false,
      referenceTable: false,
      tableQuestion: false,
      richTextTable: false,
      imageField: false,
      chatField: false,
      customField: false,
    });
  });

  it('asks for the reference table for table questions and fields, and the rich-text editor for use_table text', () => {
    const needs = (fields: (typeof plain)[], questions: (typeof text)[]) => renderersNeeded({ guidelines: null, fields, questions });
    expect(needs([], [{ ...text, type: 'table' }])).toMatchObject({ referenceTable: true, tableQuestion: true, richTextTable: false });
    expect(needs([{ ...plain, type: 'table' }], [])).toMatchObject({ referenceTable: true, tableQuestion: false, richTextTable: false });
    expect(needs([], [{ ...text, useTable: true }])).toMatchObject({ referenceTable: false, richTextTable: true });
    expect(needs([{ ...plain, useTable: true }], [])).toMatchObject({ referenceTable: true, richTextTable: true });
  });

  it('asks for the image field when a field is an image, and only then', () => {
    expect(renderersNeeded({ guidelines: null, fields: [{ ...plain, type: 'image' }], questions: [] }).imageField).toBe(true);
    expect(renderersNeeded({ guidelines: null, fields: [plain], questions: [text] }).imageField).toBe(false);
  });

  it('asks for the chat list when a field is a chat, and only then', () => {
    expect(renderersNeeded({ guidelines: null, fields: [{ ...plain, type: 'chat' }], questions: [] }).chatField).toBe(true);
    expect(renderersNeeded({ guidelines: null, fields: [plain], questions: [text] }).chatField).toBe(false);
  });

  it('asks for the custom field engine when a field is custom, and only then', () => {
    expect(renderersNeeded({ guidelines: null, fields: [{ ...plain, type: 'custom' }], questions: [] }).customField).toBe(true);
    expect(renderersNeeded({ guidelines: null, fields: [plain], questions: [text] }).customField).toBe(false);
  });

  it('asks for the span editor when a question marks spans, and only then', () => {
    expect(renderersNeeded({ guidelines: null, fields: [plain], questions: [{ ...text, type: 'span' }] })).toEqual({
      markdown: false,
      ranking: false,
      span: true,
      referenceTable: false,
      tableQuestion: false,
      richTextTable: false,
      imageField: false,
      chatField: false,
      customField: false,
    });
    expect(renderersNeeded({ guidelines: null, fields: [plain], questions: [text] }).span).toBe(false);
  });
});
