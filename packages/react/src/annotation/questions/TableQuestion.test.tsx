import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerValidity } from '@marginalia/core';
import { makeQuestion, renderQuestion } from '../testing/renderAnnotationPart';

const extraction = makeQuestion({ name: 'rows', title: 'Rows', settings: { type: 'table' } });
const LOADED = { timeout: 15_000 };

// The grid's rows need a browser's layout; the flows in examples/web-app/e2e/reference-table.spec.ts edit cells.
describe('TableQuestion', { timeout: 30_000 }, () => {
  it('starts with one empty column and no rows, which is not yet an answer', async () => {
    const { onChange } = renderQuestion(extraction);
    expect(await screen.findByRole('button', { name: 'Column menu of newColumn' }, LOADED)).toBeTruthy();
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a row into table JSON, which answers the question', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(extraction);
    await user.click(await screen.findByRole('button', { name: 'Add Row' }, LOADED));
    const value = onChange.mock.lastCall![0];
    expect(value).toEqual({
      data: [{}],
      schema: { fields: [{ name: 'newColumn', type: 'string' }], primaryKey: [] },
    });
    expect(answerValidity(extraction, value)).toBe('valid');
  });

  it('adds a named column from the Add Column menu', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(extraction, {
      value: { data: [{ a: 1 }], schema: { fields: [{ name: 'a' }], primaryKey: ['a'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Column ▾' }, LOADED));
    await user.click(screen.getByRole('menuitem', { name: 'New column' }));
    await user.type(screen.getByRole('textbox', { name: 'Column name' }), 'dose{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0]).toMatchObject({
      schema: { fields: [{ name: 'a' }, { name: 'dose' }] },
    });
  });

  it('is read-only while the answer is locked', async () => {
    renderQuestion(extraction, { disabled: true });
    expect(await screen.findByRole('button', { name: 'Add Row' }, LOADED)).toHaveProperty('disabled', true);
  });

  it('maximises the table over the page and restores it with Escape, the focus back on the button', async () => {
    const user = userEvent.setup();
    const { container } = renderQuestion(extraction);
    await screen.findByRole('button', { name: 'Add Row' }, LOADED);
    const maximise = screen.getByRole('button', { name: 'Maximise the table' });
    expect(maximise.getAttribute('aria-pressed')).toBe('false');
    await user.click(maximise);
    const restore = screen.getByRole('button', { name: 'Restore the table' });
    expect(restore.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.mg-table-question--maximised')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(container.querySelector('.mg-table-question--maximised')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Maximise the table' }));
  });
});
