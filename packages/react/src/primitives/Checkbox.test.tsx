import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Checkbox } from './Checkbox';

function Required({ onChange, disabled }: { onChange?(checked: boolean): void; disabled?: boolean }) {
  const [checked, setChecked] = useState(true);
  return (
    <>
      <Checkbox
        label="Required"
        checked={checked}
        disabled={disabled}
        describedBy="hint"
        onChange={(next) => {
          setChecked(next);
          onChange?.(next);
        }}
      />
      <p id="hint">Annotators must answer it</p>
      <button type="button">after</button>
    </>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its visible label and described by the hint', () => {
    render(<Required />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Required' });
    expect(box.checked).toBe(true);
    expect(box.closest('label')?.className).toBe('mg-choice');
    expect(box.getAttribute('aria-describedby')).toBe('hint');
  });

  it('toggles with a click on its label and with Space, and Tab reaches it', async () => {
    const onChange = vi.fn();
    render(<Required onChange={onChange} />);
    await userEvent.click(screen.getByText('Required'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Required' }));
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  });

  it('does nothing while disabled', async () => {
    const onChange = vi.fn();
    render(<Required onChange={onChange} disabled />);
    await userEvent.click(screen.getByText('Required'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('styles itself inside a shadow root and toggles there', async () => {
    const onChange = vi.fn();
    const { inRoot, shadowRoot } = renderInShadowRoot(<Required onChange={onChange} />);
    expect(shadowRoot.querySelector('style[data-mg-style="mg-theme"]')?.textContent).toContain('.mg-choice');
    expect(shadowRoot.querySelector('style[data-mg-style="mg-checkbox"]')).not.toBeNull();
    await userEvent.click(inRoot.getByRole('checkbox', { name: 'Required' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
