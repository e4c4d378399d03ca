import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerValidity } from '@marginalia/core';
import { makeQuestion, renderQuestion } from '../testing/renderAnnotationPart';

const extraction = makeQuestion({ name: 'rows', title: 'Rows', settings: { type: 'table' } });

describe('TableQuestion', () => {
  it('starts with one empty column and no rows, which is not yet an answer', () => {
    renderQuestion(extraction);
    expect(screen.getByRole('textbox', { name: 'Name of column 1' })).toHaveProperty('value', 'newColumn');
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('adds rows and columns and edits cells into {data, schema: {fields, primaryKey}}', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(extraction);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.type(screen.getByRole('textbox', { name: 'Row 1, newColumn1' }), '42');
    const value = onChange.mock.lastCall![0];
    expect(value).toEqual({
      data: [{ newColumn: null, newColumn1: '42' }],
      schema: { fields: [{ name: 'newColumn', type: 'string' }, { name: 'newColumn1', type: 'string' }], primaryKey: [] },
    });
    expect(answerValidity(extraction, value)).toBe('valid');
  });

  it('renames a column, refusing a name that exists', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(extraction, {
      value: { data: [{ a: 1, b: 2 }], schema: { fields: [{ name: 'a' }, { name: 'b' }], primaryKey: ['a'] } },
    });
    const second = screen.getByRole('textbox', { name: 'Name of column 2' });
    await user.clear(second);
    await user.type(second, 'a{Enter}');
    expect(screen.getByRole('alert').textContent).toBe("Column name 'a' already exists. Please choose a different name.");
    expect(onChange).not.toHaveBeenCalled();
    const first = screen.getByRole('textbox', { name: 'Name of column 1' });
    await user.clear(first);
    await user.type(first, 'dose');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({
      data: [{ dose: 1, b: 2 }],
      schema: { fields: [{ name: 'dose' }, { name: 'b' }], primaryKey: ['dose'] },
    });
  });

  it('removes rows and columns', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(extraction, {
      value: { data: [{ a: 1, b: 2 }, { a: 3, b: 4 }], schema: { fields: [{ name: 'a' }, { name: 'b' }], primaryKey: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove column b' }));
    expect(onChange).toHaveBeenLastCalledWith({ data: [{ a: 3 }], schema: { fields: [{ name: 'a' }], primaryKey: [] } });
    expect(screen.getByRole('button', { name: 'Remove column a' })).toHaveProperty('disabled', true);
  });
});
