import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeQuestion, renderQuestion } from '../testing/renderAnnotationPart';

const notes = (settings: Record<string, unknown> = {}, required = false) =>
  makeQuestion({ name: 'notes', title: 'Notes', required, settings: { type: 'text', use_markdown: true, ...settings } as never });

describe('TextQuestion', () => {
  it('edits in a text box while empty', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(notes());
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });

  it('shows a markdown preview in read mode; focus enters edit mode', async () => {
    const user = userEvent.setup();
    renderQuestion(notes(), { value: '**Bold** answer' });
    const read = screen.getByRole('textbox', { name: 'Notes' });
    expect(read.getAttribute('aria-readonly')).toBe('true');
    expect(read.querySelector('strong')?.textContent).toBe('Bold');
    await user.tab();
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    expect(editor.tagName).toBe('TEXTAREA');
    expect(document.activeElement).toBe(editor);
    expect((editor as HTMLTextAreaElement).value).toBe('**Bold** answer');
  });

  it('leaves edit mode with Escape and comes back with Shift+Enter', async () => {
    const user = userEvent.setup();
    renderQuestion(notes(), { value: 'Some *text*' });
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
    await user.keyboard('{Escape}');
    const read = screen.getByRole('textbox', { name: 'Notes' });
    expect(read.tagName).toBe('DIV');
    expect(document.activeElement).toBe(read);
    expect(read.querySelector('em')?.textContent).toBe('text');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
  });

  it('shows the answer as plain text when markdown is off, and HTML answers in a sandbox', async () => {
    const { unmount } = renderQuestion(notes({ use_markdown: false }), { value: '**not bold**' });
    expect(screen.getByRole('textbox', { name: 'Notes' }).textContent).toBe('**not bold**');
    unmount();
    renderQuestion(notes(), { value: '<p>html</p>' });
    expect((await screen.findByTitle('Notes')).getAttribute('sandbox')).toBe('allow-same-origin');
  });

  it('says "This field is required." when a required text is left empty, until it is filled', async () => {
    const user = userEvent.setup();
    renderQuestion(notes({}, true));
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(editor);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('This field is required.');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    await user.type(editor, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('limits the length to max_length and counts the characters', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(notes({ max_length: 5 }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'abcdefg');
    expect(onChange).toHaveBeenLastCalledWith('abcde');
    expect(screen.getByText('5 / 5')).toBeTruthy();
  });

  it('edits a use_table text in the rich-text table editor, opening a JSON answer as its HTML table', async () => {
    renderQuestion(notes({ use_table: true }), {
      value: JSON.stringify({ data: [{ arm: 'drug' }], schema: { fields: [{ name: 'arm' }] } }),
    });
    const editor = await screen.findByRole('textbox', { name: 'Table for Notes' }, { timeout: 15_000 });
    await waitFor(() => expect([...editor.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['arm']));
    expect([...editor.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['drug']);
  }, 30_000);
});
