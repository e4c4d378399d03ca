import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadowRoot } from '../testing/renderInShadowRoot';
import { Tabs } from './Tabs';

const SECTIONS = ['General', 'Fields', 'Questions'] as const;
type Section = (typeof SECTIONS)[number];

function Sections({ onChange, initial = 'General' }: { onChange?(value: Section): void; initial?: Section }) {
  const [section, setSection] = useState<Section>(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Settings sections"
        tabs={SECTIONS.map((value) => ({ value, label: value }))}
        value={section}
        onChange={(value) => {
          setSection(value);
          onChange?.(value);
        }}
        focusablePanel
      >
        <p>Content of {section}</p>
      </Tabs>
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tab list whose selected tab controls the panel the panel names itself after', () => {
    render(<Sections initial="Fields" />);
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((item) => item.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Fields' });
    expect(panel.textContent).toBe('Content of Fields');
    expect(tab('Fields').getAttribute('aria-controls')).toBe(panel.id);
    // Every tab names the panel it would show, and no two share an id.
    const controls = screen.getAllByRole('tab').map((item) => item.getAttribute('aria-controls'));
    expect(new Set(controls).size).toBe(3);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex), then the panel', async () => {
    render(<Sections initial="Fields" />);
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Fields'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('Right and Left select the next and previous tab (wrapping), Home and End the first and last, moving the focus', async () => {
    const onChange = vi.fn();
    render(<Sections onChange={onChange} />);
    tab('General').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Fields'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Content of Fields');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Questions'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('General'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Questions').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('General'));
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      'Fields',
      'Questions',
      'General',
      'Questions',
      'General',
    ]);
    // Other keys are left to the page.
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('selects with a click; a value naming no tab selects the first; the panel is no Tab stop unless asked', async () => {
    const onChange = vi.fn();
    const letters = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    const { rerender } = render(
      <Tabs label="Letters" tabs={letters} value="b" onChange={onChange} size="small">
        B
      </Tabs>,
    );
    await userEvent.click(tab('A'));
    expect(onChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('tabpanel').hasAttribute('tabindex')).toBe(false);
    expect(screen.getByRole('tablist').parentElement?.className).toBe('mg-tabs mg-tabs--small');
    rerender(
      <Tabs label="Letters" tabs={letters} value="gone" onChange={onChange}>
        A
      </Tabs>,
    );
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls a row too wide for its box to the selected tab, the row only', async () => {
    // jsdom lays nothing out: a 200 px row scrolled by 0 whose tabs sit 150 px apart, 120 px wide each.
    const rect = (left: number, width: number) => ({ left, right: left + width }) as DOMRect;
    const scrolled = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.getAttribute('role') === 'tablist') return rect(0, 200);
      const index = SECTIONS.indexOf(this.textContent as Section);
      return rect(index * 150 - ((this.parentElement as HTMLElement).scrollLeft ?? 0), 120);
    });
    const sizes = {
      scrollWidth: vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(420),
      clientWidth: vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200),
    };
    const user = userEvent.setup();
    render(<Sections initial="Questions" />);
    const list = screen.getByRole('tablist');
    expect(list.scrollLeft).toBe(220);
    await user.click(tab('General'));
    expect(list.scrollLeft).toBe(0);
    scrolled.mockRestore();
    sizes.scrollWidth.mockRestore();
    sizes.clientWidth.mockRestore();
  });

  it('works inside a shadow root: its styles go there, keys move the focus there', async () => {
    const { inRoot, shadowRoot } = renderInShadowRoot(<Sections />);
    expect(shadowRoot.querySelector('style[data-mg-style="mg-tabs"]')?.textContent).toContain(
      '.mg-tabs__tab',
    );
    inRoot.getByRole('tab', { name: 'General' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shadowRoot.activeElement).toBe(inRoot.getByRole('tab', { name: 'Questions' }));
    expect(inRoot.getByRole('tabpanel', { name: 'Questions' }).textContent).toBe('Content of Questions');
  });
});
