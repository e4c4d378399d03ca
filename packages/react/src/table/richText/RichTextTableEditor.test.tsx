import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMarginalia } from '../../testing/renderWithMarginalia';
import { RichTextTableEditor } from './RichTextTableEditor';

const noFetch = (() => Promise.reject(new Error('no network'))) as typeof fetch;

function renderEditor(value: string, editable = true) {
  const onChange = vi.fn<(html: string) => void>();
  const view = renderWithMarginalia(
    <RichTextTableEditor value={value} onChange={onChange} label="Results table" editable={editable} />,
    { fetch: noFetch },
  );
  return { ...view, onChange, editor: screen.getByRole('textbox', { name: 'Results table' }) };
}

const TABLE = '<table><tr><td>Dose</td><td>dose</td></tr><tr><td>n=12</td><td>n=7</td></tr></table>';

describe('RichTextTableEditor', { timeout: 30_000 }, () => {
  it('adds a header row to a table without one, and starts an empty answer with a table', async () => {
    const { editor, onChange, unmount } = renderEditor(TABLE);
    await waitFor(() =>
      expect([...editor.querySelectorAll('tr:first-child > *')].map((cell) => cell.tagName)).toEqual([
        'TH',
        'TH',
      ]),
    );
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    expect([...editor.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['n=12', 'n=7']);
    const empty = renderEditor('');
    expect(empty.editor.querySelectorAll('th')).toHaveLength(2);
  });

  it('repairs uneven rows on load', async () => {
    const { editor } = renderEditor('<table><tr><th>a</th><th>b</th></tr><tr><td>1</td></tr></table>');
    await waitFor(() => expect(editor.querySelectorAll('tr:nth-child(2) > td')).toHaveLength(2));
  });

  it('finds case-insensitively by default, replaces case-sensitively on request, and stores HTML', async () => {
    const user = userEvent.setup();
    const { editor, onChange } = renderEditor(TABLE);
    await waitFor(() => expect(editor.querySelectorAll('th')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Find and replace' }));
    await user.type(screen.getByRole('textbox', { name: 'Find' }), 'dose');
    await user.click(screen.getByRole('button', { name: 'Find next' }));
    expect(screen.getByRole('status').textContent).toBe('2 matches');
    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), 'mg');
    await user.click(screen.getByRole('checkbox', { name: 'Match case' }));
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(screen.getByRole('status').textContent).toBe('Replaced 1 match');
    const stored = new DOMParser().parseFromString(onChange.mock.lastCall![0], 'text/html');
    expect([...stored.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Dose', 'mg']);
  });

  it('replaces with regular expression groups, and refuses an empty term or a bad pattern', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor(TABLE);
    await user.click(screen.getByRole('button', { name: 'Find and replace' }));
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a term to find');
    await user.click(screen.getByRole('checkbox', { name: 'Regular expression' }));
    await user.type(screen.getByRole('textbox', { name: 'Find' }), 'n=(\\d+');
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Not a valid regular expression: /);
    await user.type(screen.getByRole('textbox', { name: 'Find' }), ')');
    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), 'N: $1');
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(onChange.mock.lastCall![0]).toContain('<p>N: 12</p>');
    expect(onChange.mock.lastCall![0]).toContain('<p>N: 7</p>');
  });

  it('pastes plain text only', async () => {
    const { editor, onChange } = renderEditor(TABLE);
    const clipboardData = {
      getData: (type: string) => (type === 'text/plain' ? 'pasted' : '<b onclick="x()">pasted</b>'),
      types: ['text/plain', 'text/html'],
    };
    fireEvent.paste(editor.querySelector('td')!, { clipboardData });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0]).toContain('pasted');
    expect(onChange.mock.lastCall![0]).not.toContain('<b');
  });

  it('leaves the editor on Escape without a modifier only', async () => {
    const user = userEvent.setup();
    const { editor } = renderEditor(TABLE);
    editor.focus();
    for (const modifier of ['Shift', 'Control', 'Alt', 'Meta']) {
      await user.keyboard(`{${modifier}>}{Escape}{/${modifier}}`);
      expect(document.activeElement).toBe(editor);
    }
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(editor.closest('.mg-rich-table'));
  });
});
