import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Toggle } from './Toggle';
import { ToggleButton } from './ToggleButton';

const MODES = [
  { value: 'focus', label: 'Focus' },
  { value: 'bulk', label: 'Bulk' },
] as const;

function ModeToggle({ onChange }: { onChange?(value: string): void }) {
  const [mode, setMode] = useState<'focus' | 'bulk'>('focus');
  return (
    <Toggle
      label="Annotation type"
      value={mode}
      options={MODES}
      onChange={(value) => {
        setMode(value);
        onChange?.(value);
      }}
    />
  );
}

describe('Toggle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a radio group named by its label with the value checked', () => {
    render(<ModeToggle />);
    const group = screen.getByRole('radiogroup', { name: 'Annotation type' });
    expect(group.className).toBe('mg-segmented');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Focus' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bulk' }).checked).toBe(false);
  });

  it('chooses with a click and with the arrow keys (the radio group pattern)', async () => {
    // user-event finds the group's radios with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
    const onChange = vi.fn();
    render(<ModeToggle onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Bulk' }));
    expect(onChange).toHaveBeenLastCalledWith('bulk');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('focus');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Focus' }).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Focus' }));
  });

  it('Tab enters the group on the checked option and leaves it with the next Tab', async () => {
    render(
      <>
        <ModeToggle />
        <button type="button">after</button>
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Bulk' }));
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Bulk' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  });

  it('has a small segmented and a radio-button appearance with a legend and per-option language', () => {
    const { rerender } = render(
      <Toggle label="Record height" appearance="segmented-small" value="a" options={[{ value: 'a', label: 'A' }]} onChange={() => {}} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Record height' }).className).toBe('mg-segmented mg-segmented--small');
    rerender(
      <Toggle
        label="Language"
        appearance="radios"
        name="language"
        value="de"
        options={[
          { value: 'en', label: 'English', lang: 'en' },
          { value: 'de', label: 'Deutsch', lang: 'de' },
        ]}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group.tagName).toBe('FIELDSET');
    const deutsch = screen.getByRole<HTMLInputElement>('radio', { name: 'Deutsch' });
    expect(deutsch.checked).toBe(true);
    expect(deutsch.name).toBe('language');
    expect(deutsch.closest('label')?.lang).toBe('de');
  });

  it('styles itself inside a shadow root and chooses there', async () => {
    const onChange = vi.fn();
    const { inRoot, shadowRoot } = renderInShadowRoot(<ModeToggle onChange={onChange} />);
    expect(shadowRoot.querySelector('style[data-mg-style="mg-toggle"]')?.textContent).toContain('.mg-segmented');
    await userEvent.click(inRoot.getByRole('radio', { name: 'Bulk' }));
    expect(onChange).toHaveBeenCalledWith('bulk');
  });
});

describe('ToggleButton', () => {
  it('is a pressed or not pressed button that Space and a click toggle', async () => {
    function Show() {
      const [pressed, setPressed] = useState(false);
      return (
        <ToggleButton pressed={pressed} onPressedChange={setPressed} title="Show the password">
          {pressed ? 'Hide' : 'Show'}
        </ToggleButton>
      );
    }
    render(<Show />);
    const button = screen.getByRole('button', { name: 'Show' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Hide');
    await userEvent.keyboard(' ');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
