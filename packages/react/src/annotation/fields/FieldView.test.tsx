import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toField, type WireField } from '@marginalia/core';
import { highlightedTexts, installFakeHighlights } from '../testing/installFakeHighlights';
import { renderPart } from '../testing/renderAnnotationPart';
import { FieldView } from './FieldView';

const field = (name: string, settings: WireField['settings']) =>
  toField({ id: `f-${name}`, name, title: name.toUpperCase(), required: true, settings, dataset_id: 'd', inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00' });

const text = field('text', { type: 'text', use_markdown: false });
const markdown = field('notes', { type: 'text', use_markdown: true });

afterEach(() => vi.unstubAllGlobals());

describe('FieldView: text', () => {
  it('shows plain text with its line breaks in a wrapping block', () => {
    const { container } = renderPart(<FieldView field={text} value={'line one\nline two'} />);
    const block = container.querySelector('.mg-field-content--text');
    expect(block?.textContent).toBe('line one\nline two');
    expect(document.head.querySelector('style[data-mg-style="mg-fields"]')?.textContent).toMatch(
      /\.mg-field-content,[^{]*\{\s*overflow-wrap: anywhere/,
    );
  });

  it('keeps a 1,000-character unbroken string as one wrapping text, never a wider element', () => {
    const long = 'x'.repeat(1000);
    const { container } = renderPart(<FieldView field={text} value={long} />);
    const block = container.querySelector('.mg-field-content--text') as HTMLElement;
    expect(block.textContent).toHaveLength(1000);
    expect(block.closest('.mg-field-view')).toBeTruthy();
    expect(block.style.width).toBe('');
  });

  it('renders markdown with marked and strips scripts and event handlers with DOMPurify', () => {
    const { container } = renderPart(
      <FieldView field={markdown} value={'# Title\n\n**bold** <img src="x.png" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('x.png');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows markdown as plain text when the field does not use markdown', () => {
    renderPart(<FieldView field={text} value="# Not a title" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('# Not a title')).toBeTruthy();
  });

  it('puts HTML in a sandboxed frame without scripts, but not content starting with <img or <iframe', async () => {
    renderPart(<FieldView field={text} value={'<p onclick="x()">Hello</p><script>steal()</script>'} />);
    // The sandboxed frame's code loads on demand.
    const frame = (await screen.findByTitle('TEXT')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<p onclick="x()">Hello</p>');
  });

  it('does not treat a text starting with <img as HTML', () => {
    const { container } = renderPart(<FieldView field={markdown} value={'<img src="cat.png"> a cat'} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('cat.png');
  });

  it('renders valid table JSON as a read-only reference table', async () => {
    const table = { data: [{ drug: 'aspirin', dose: 100 }], schema: { fields: [{ name: 'drug' }, { name: 'dose' }], primaryKey: [] } };
    renderPart(<FieldView field={text} value={JSON.stringify(table)} />);
    expect(await screen.findByRole('button', { name: 'Column menu of dose' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Row' })).toHaveProperty('disabled', true);
  }, 30_000);

  it('shows the empty text for a missing value', () => {
    renderPart(<FieldView field={text} value={null} />);
    expect(screen.getByText('(empty)')).toBeTruthy();
  });
});

describe('FieldView: search highlighting', () => {
  it('marks whole-word matches, ignoring | + - *, where the browser lacks CSS highlights', () => {
    const { container } = renderPart(<FieldView field={text} value="The park and the parking, Park!" searchText="+park -x*" />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['park', 'Park']);
  });

  it('marks words inside rendered markdown too', () => {
    const { container } = renderPart(<FieldView field={markdown} value="A **park** near the parking" searchText="park" />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['park']);
  });

  it('registers ranges with the CSS Custom Highlight API where available, with no mark elements', () => {
    const highlights = installFakeHighlights();
    const { container, unmount } = renderPart(<FieldView field={text} value="Port Alder park, Port" searchText="port | park" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(highlightedTexts(highlights.get('mg-search'))).toEqual(['Port', 'park', 'Port']);
    unmount();
    expect(highlights.get('mg-search')).toBeUndefined();
  });
});

describe('FieldView: other types', () => {
  it('shows an image, then the placeholder and couldNotLoadImage when it fails', async () => {
    const image = field('photo', { type: 'image' });
    renderPart(<FieldView field={image} value="https://example.org/cat.png" />);
    // The image field is an on-demand chunk.
    const img = await screen.findByRole('img', { name: 'PHOTO' });
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'PHOTO' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Could not load image');
  });

  it('makes a chat of a plain string: one user message', async () => {
    const chat = field('chat', { type: 'chat', use_markdown: false });
    renderPart(<FieldView field={chat} value="Hello there" />);
    // The chat list is an on-demand chunk.
    const messages = within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.textContent).toBe('userHello there');
  });

  it('lays out two roles on two sides with their colours, and renders markdown per settings', async () => {
    const chat = field('chat', { type: 'chat', use_markdown: true });
    const value = [
      { role: 'user', content: 'Hi **there**' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'Bye' },
    ];
    renderPart(<FieldView field={chat} value={value} />);
    const messages = within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(messages.map((message) => [message.dataset.side, message.dataset.colour])).toEqual([
      ['start', '0'],
      ['end', '1'],
      ['start', '0'],
    ]);
    expect(messages[0]!.querySelector('.mg-markdown strong')?.textContent).toBe('there');
  });

  it('renders a custom template with the record data, escaped, in a frame without scripts', async () => {
    const custom = field('card', { type: 'custom', template: '<h1>{{record.fields.title}}</h1><p>{{record.metadata.source}}</p>', advanced_mode: false });
    const record = { id: 'r1', fields: { title: '<b>Hi</b>' }, metadata: { source: 'web' } };
    renderPart(<FieldView field={custom} value={{}} record={record} />);
    const frame = await screen.findByTitle('CARD');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>&lt;b&gt;Hi&lt;/b&gt;</h1><p>web</p>');
  });

  it('gives an advanced custom template a global record object in a scripted but isolated frame', async () => {
    const custom = field('card', { type: 'custom', template: '<div id="out"></div>', advanced_mode: true });
    const record = { id: 'r1', fields: { title: '</script>' }, metadata: {} };
    renderPart(<FieldView field={custom} value={{}} record={record} />);
    const frame = await screen.findByTitle('CARD');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('var record = {"id":"r1","fields":{"title":"\\u003c/script\\u003e"},"metadata":{}};');
    expect(srcdoc).toContain('<div id="out"></div>');
  });

  it('renders a table field, saying No data available without rows', async () => {
    const tableField = field('results', { type: 'table' });
    renderPart(<FieldView field={tableField} value={{ data: [], schema: { fields: [{ name: 'a' }] } }} />);
    expect(await screen.findByText('No data available', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});
