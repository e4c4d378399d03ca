import { describe, expect, it } from 'vitest';
import { isHtmlContent, textContentKind } from './contentKind';

const plain = { useMarkdown: false, useTable: false };
const markdown = { useMarkdown: true, useTable: false };
const table = '{"data":[{"a":1}],"schema":{"fields":[{"name":"a"}],"primaryKey":[]}}';

describe('isHtmlContent', () => {
  it('is true for text starting with "<", ignoring leading white space', () => {
    expect(isHtmlContent('<p>Hi</p>')).toBe(true);
    expect(isHtmlContent('  \n<div>x</div>')).toBe(true);
  });

  it('is false for "<img" and "<iframe" starts, in any case, and for other text', () => {
    expect(isHtmlContent('<img src="a.png">')).toBe(false);
    expect(isHtmlContent('<IFRAME src="x">')).toBe(false);
    expect(isHtmlContent('a < b')).toBe(false);
  });
});

describe('textContentKind', () => {
  it('puts HTML first, even with markdown on', () => {
    expect(textContentKind('<b>bold</b>', markdown)).toBe('html');
  });

  it('renders valid table JSON as a table with or without use_table', () => {
    expect(textContentKind(table, plain)).toBe('table');
    expect(textContentKind(table, { useMarkdown: false, useTable: true })).toBe('table');
  });

  it('falls back to markdown or plain text when the table JSON is not valid', () => {
    expect(textContentKind('{"data": 1}', { useMarkdown: true, useTable: true })).toBe('markdown');
    expect(textContentKind('{not json', { useMarkdown: false, useTable: true })).toBe('plain');
  });

  it('uses markdown only when use_markdown is set', () => {
    expect(textContentKind('# Title', markdown)).toBe('markdown');
    expect(textContentKind('# Title', plain)).toBe('plain');
    expect(textContentKind('<img src="a.png"> caption', markdown)).toBe('markdown');
  });
});
