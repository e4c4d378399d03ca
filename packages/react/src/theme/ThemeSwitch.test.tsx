import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createThemeStore } from '@marginalia/core';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { connectTheme } from './applyTheme';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  it('offers system (checked by default), light, dark and high contrast, and stores the choice', async () => {
    const storage = createMemoryStorage();
    const theme = createThemeStore({ storage });
    renderWithMarginalia(<ThemeSwitch />, { fetch: createFakeApi({}).fetch, provider: { theme } });
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'System',
      'Light',
      'Dark',
      'High contrast',
    ]);
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'High contrast' }));
    expect(theme.getState().resolved).toBe('high-contrast');
    expect(storage.getItem('theme')).toBe('high-contrast');
  });

  it('renders nothing without a theme store', () => {
    const { container } = renderWithMarginalia(<ThemeSwitch />, { fetch: createFakeApi({}).fetch });
    expect(container.innerHTML).toBe('');
  });
});

describe('connectTheme', () => {
  it('applies the resolved theme as attribute and inherited custom properties, and follows changes', () => {
    const theme = createThemeStore({ storage: createMemoryStorage() });
    const element = document.createElement('div');
    const stop = connectTheme(theme, element);
    expect(element.getAttribute('data-mg-theme')).toBe('light');
    expect(element.style.getPropertyValue('--mg-color-bg')).toBe('#ffffff');
    theme.getState().setChoice('dark');
    expect(element.getAttribute('data-mg-theme')).toBe('dark');
    expect(element.style.getPropertyValue('--mg-color-bg')).toBe('#16181d');
    expect(element.style.getPropertyValue('color-scheme')).toBe('dark');
    stop();
    theme.getState().setChoice('high-contrast');
    expect(element.getAttribute('data-mg-theme')).toBe('dark');
  });
});
