import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Select } from './Select';

const SIZES = [10, 25, 50, 100].map((size) => ({ value: size, label: String(size) }));

describe('Select', () => {
  it('is a native select named by its label, and hands back the option value with its type', async () => {
    const onChange = vi.fn();
    render(<Select label="Records per page" value={25} options={SIZES} onChange={onChange} className="mg-page-size" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Records per page' });
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe('mg-input mg-page-size');
    expect(select.value).toBe('25');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.selectOptions(select, '50');
    expect(onChange).toHaveBeenCalledWith(50);
  });

  it('keeps a hidden label for assistive technology only', () => {
    render(<Select label="Status" hideLabel value="a" options={[{ value: 'a', label: 'A' }]} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByText('Status').className).toBe('mg-visually-hidden');
  });

  it('groups options, disables some with a tooltip, and shows a placeholder while nothing is chosen', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Add a sort"
        placeholder="Add a sort"
        value=""
        options={[
          { group: 'Record', options: [{ value: 'inserted', label: 'Inserted at' }] },
          { group: 'Metadata', options: [{ value: 'age', label: 'Age', disabled: true, title: 'No values yet' }] },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Add a sort' });
    expect(select.value).toBe('');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Add a sort' }).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Metadata' })).toBeTruthy();
    const age = screen.getByRole<HTMLOptionElement>('option', { name: 'Age' });
    expect(age.disabled).toBe(true);
    expect(age.title).toBe('No values yet');
    await userEvent.selectOptions(select, 'inserted');
    expect(onChange).toHaveBeenCalledWith('inserted');
  });

  it('is reached with Tab', async () => {
    render(<Select label="Status" value="a" options={[{ value: 'a', label: 'A' }]} onChange={() => {}} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
  });

  it('works inside a shadow root', async () => {
    const onChange = vi.fn();
    const { inRoot } = renderInShadowRoot(
      <Select label="Order" value="most" options={[{ value: 'most', label: 'Most similar' }, { value: 'least', label: 'Least similar' }]} onChange={onChange} />,
    );
    const select = inRoot.getByRole('combobox', { name: 'Order' });
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.selectOptions(select, 'least');
    expect(onChange).toHaveBeenCalledWith('least');
  });
});
