import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Switch } from './Switch';

function SuggestionFirst() {
  const [on, setOn] = useState(false);
  return <Switch label="Suggestions first" checked={on} onChange={setOn} />;
}

describe('Switch', () => {
  it('is a switch named by its label, turned on and off by click and by Space', async () => {
    const user = userEvent.setup();
    render(<SuggestionFirst />);
    const control = screen.getByRole<HTMLInputElement>('switch', { name: 'Suggestions first' });
    expect(control.checked).toBe(false);
    await user.click(screen.getByText('Suggestions first'));
    expect(control.checked).toBe(true);
    // A click on the label focuses the switch; Space then turns it off again.
    expect(document.activeElement).toBe(control);
    await user.keyboard(' ');
    expect(control.checked).toBe(false);
  });

  it('brings its styles into a shadow root', () => {
    const { shadowRoot } = renderInShadowRoot(<SuggestionFirst />);
    expect(shadowRoot.querySelector('style[data-mg-style="mg-switch"]')?.textContent).toContain(
      '.mg-switch__input:focus-visible + .mg-switch__track',
    );
  });
});
