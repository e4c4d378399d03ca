import type { Meta, StoryObj } from '@storybook/react';
import { toField, type WireField } from '@marginalia/core';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { LONG_TEXT, LONG_UNBROKEN, RTL_TEXT, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { FieldView } from './FieldView';

const field = (name: string, settings: WireField['settings']) =>
  toField({ id: `f-${name}`, name, title: name.toUpperCase(), required: true, settings, dataset_id: 'd', inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00' });

const text = field('text', { type: 'text', use_markdown: false });
const markdown = field('notes', { type: 'text', use_markdown: true });
// An inline image, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#3451b2"/><circle cx="60" cy="60" r="40" fill="#ffc266"/></svg>');

const meta = {
  title: 'Annotation/Fields/FieldView',
  component: FieldView,
  decorators: [withAnnotationStyles],
  args: { field: text, value: 'The movie was a delight from start to finish.' },
} satisfies Meta<typeof FieldView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('The movie was a delight from start to finish.')).toBeTruthy();
  },
};

export const SearchHighlight: Story = {
  args: { searchText: 'delight' },
  play: async ({ canvasElement }) => {
    // <mark> where the browser lacks the CSS Custom Highlight API, highlight ranges (no element) where it has it.
    const root = storyCanvas(canvasElement).getByText(/delight/);
    expect(root.textContent).toContain('delight');
  },
};

export const Markdown: Story = {
  args: { field: markdown, value: '# Title\n\nSome **bold** text and a list:\n\n- one\n- two' },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Html: Story = {
  args: { value: '<h2>Hello</h2><p onclick="steal()">HTML in a sandboxed frame</p><script>steal()</script>' },
  play: async ({ canvasElement }) => {
    const frame = storyCanvas(canvasElement).getByTitle('TEXT');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<h2>Hello</h2>');
  },
};

export const TableJson: Story = {
  args: {
    value: JSON.stringify({
      data: [
        { drug: 'aspirin', dose: 100 },
        { drug: 'ibuprofen', dose: 400 },
      ],
      schema: { fields: [{ name: 'drug' }, { name: 'dose' }], primaryKey: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    // The reference table loads on demand and is read-only for a field.
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('button', { name: 'Column menu of dose' }, { timeout: 15_000 })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Add Row' })).toHaveProperty('disabled', true);
  },
};

export const Image: Story = {
  args: { field: field('photo', { type: 'image' }), value: PICTURE },
  play: async ({ canvasElement }) => {
    // The image field is an on-demand chunk.
    expect((await storyCanvas(canvasElement).findByRole('img', { name: 'PHOTO' })).getAttribute('src')).toBe(PICTURE);
  },
};

export const ImageFailed: Story = {
  args: { field: field('photo', { type: 'image' }), value: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    // The image field is an on-demand chunk: wait for the image or, in a browser, its failure.
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'PHOTO' }) ?? canvas.queryByText('Could not load image')).not.toBeNull());
    // A browser fails the broken image by itself; jsdom loads nothing, so the check fails it.
    const image = canvas.queryByRole('img', { name: 'PHOTO' });
    if (image) fireEvent.error(image);
    expect((await canvas.findByRole('status')).textContent).toBe('Could not load image');
  },
};

export const Chat: Story = {
  args: {
    field: field('chat', { type: 'chat', use_markdown: true }),
    value: [
      { role: 'user', content: 'What is the capital of **France**?' },
      { role: 'assistant', content: 'Paris.' },
      { role: 'user', content: LONG_UNBROKEN },
    ],
  },
  play: async ({ canvasElement }) => {
    // The chat list is an on-demand chunk.
    const conversation = await storyCanvas(canvasElement).findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Custom: Story = {
  args: {
    field: field('card', { type: 'custom', template: '<h1>{{record.fields.title}}</h1><p>{{record.metadata.source}}</p>', advanced_mode: false }),
    value: {},
    record: { id: 'r1', fields: { title: 'A custom card' }, metadata: { source: 'web' } },
  },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByTitle('CARD').getAttribute('srcdoc')).toContain('<h1>A custom card</h1><p>web</p>');
  },
};

export const TableField: Story = {
  args: {
    field: field('results', { type: 'table' }),
    value: { data: [{ a: 1, b: 'two' }], schema: { fields: [{ name: 'a' }, { name: 'b' }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('button', { name: 'Column menu of b' }, { timeout: 15_000 })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Column menu of a' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('(empty)')).toBeTruthy();
  },
};

/** A 1,000-character unbroken string wraps inside the field instead of widening it. */
export const LongUnbroken: Story = {
  args: { value: LONG_UNBROKEN },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(LONG_UNBROKEN).textContent).toHaveLength(1000);
  },
};

export const LongText: Story = {
  args: { field: markdown, value: LONG_TEXT },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(/^Paragraph 12\./)).toBeTruthy();
  },
};

export const RightToLeftText: Story = {
  args: { value: RTL_TEXT },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(RTL_TEXT)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Markdown, 'dark');
export const HighContrast: Story = inTheme(Markdown, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(RightToLeftText);
export const InShadowRoot: Story = inShadowRoot(Markdown);
