import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isTextInputTarget, labelPalette } from '@marginalia/core';
import { ok } from '../testing/createFakeApi';
import { renderDatasetSettings as renderSettings } from '../testing/renderDatasetSettings';
import { SETTINGS_ADMIN, SETTINGS_DATASET_ID, settingsQuestions } from '../testing/settingsFixtures';

// Typing and moving with userEvent ran past the 5 s default on a loaded machine.
describe('QuestionSettings', { timeout: 20_000 }, () => {
  it('reorders label options with Move up / Move down and Alt+Arrow, keeping the focus, and saves the order', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    const labels = () =>
      within(card)
        .getAllByRole('textbox', { name: /Label of/ })
        .map((input) => input.getAttribute('aria-label'));
    // The option list (with its drag and drop) loads on demand.
    const up = await within(card).findByRole('button', { name: 'Move Mixed up' });
    await user.click(up);
    expect(labels()).toEqual([
      'Label of positive',
      'Label of negative',
      'Label of mixed',
      'Label of neutral',
    ]);
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Move Mixed up' }));
    expect(screen.getByRole('tab', { name: /Questions.*modified/ })).toBeTruthy();
    // The first option cannot go further up: the button says so and keeps the focus.
    expect(within(card).getByRole('button', { name: 'Move Positive up' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    within(card).getByRole('textbox', { name: 'Label of mixed' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(labels()).toEqual([
      'Label of mixed',
      'Label of positive',
      'Label of negative',
      'Label of neutral',
    ]);
    expect(document.activeElement).toBe(within(card).getByRole('textbox', { name: 'Label of mixed' }));
    expect(card.textContent).toContain('Mixed is now option 1 of 4');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    await within(card).findByText('Saved');
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/questions/q1'));
    const sent = patch?.body as { settings: { options: { value: string }[] } };
    expect(sent.settings.options.map((option) => option.value)).toEqual([
      'mixed',
      'positive',
      'negative',
      'neutral',
    ]);
  });

  it('restores the original order with Cancel', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    await user.click(within(card).getByRole('button', { name: 'Move Positive down' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(
      within(card)
        .getAllByRole('textbox', { name: /Label of/ })[0]!
        .getAttribute('aria-label'),
    ).toBe('Label of positive');
    expect(screen.getByRole('tab', { name: 'Questions' }).textContent).toBe('Questions');
  });

  it('has a suggestion-first switch on multi-label questions only, sent as options_order', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(within(screen.getByRole('region', { name: 'Sentiment' })).queryByRole('switch')).toBeNull();
    const card = screen.getByRole('region', { name: 'Topics' });
    const toggle = within(card).getByRole<HTMLInputElement>('switch', { name: 'Suggestions first' });
    expect(toggle.checked).toBe(false);
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.checked).toBe(true);
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    await within(card).findByText('Saved');
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/questions/q4'));
    expect((patch?.body as { settings: object }).settings).toMatchObject({ options_order: 'suggestion' });
  });

  it('sets visible options with a slider from 3 to the number of options, sent with the question', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    const visible = within(card).getByRole<HTMLInputElement>('slider', { name: 'Visible options' });
    expect([visible.min, visible.max, visible.value]).toEqual(['3', '4', '4']);
    fireEvent.change(visible, { target: { value: '3' } });
    expect(visible.value).toBe('3');
    expect(within(card).getByText('3', { selector: '.mg-settings__range span' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    await within(card).findByText('Saved');
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/questions/q1'));
    expect((patch?.body as { settings: object }).settings).toMatchObject({ visible_options: 3 });
  });

  it('says the range of a visible-options value stored out of it, and sends nothing until it is moved in', async () => {
    const user = userEvent.setup();
    const stored = settingsQuestions.map((question) =>
      question.id === 'q1'
        ? { ...question, settings: { ...question.settings, visible_options: 2 } }
        : question,
    );
    const { api } = await renderSettings(
      SETTINGS_ADMIN,
      {},
      {
        [`GET /v1/datasets/${SETTINGS_DATASET_ID}/questions`]: ok({ items: stored }),
      },
    );
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    expect(within(card).getByText('Choose a number from 3 to 4.')).toBeTruthy();
    await user.type(within(card).getByRole('textbox', { name: 'Title' }), '!');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect(within(card).getByRole('alert').textContent).toBe('Question is not valid for update');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.change(within(card).getByRole('slider', { name: 'Visible options' }), {
      target: { value: '4' },
    });
    expect(within(card).queryByText('Choose a number from 3 to 4.')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    await within(card).findByText('Saved');
  });

  it('keeps overlapping spans on, with the reason, once the server holds them on', async () => {
    const user = userEvent.setup();
    const stored = settingsQuestions.map((question) =>
      question.id === 'q2'
        ? { ...question, settings: { ...question.settings, allow_overlapping: true } }
        : question,
    );
    await renderSettings(
      SETTINGS_ADMIN,
      {},
      {
        [`GET /v1/datasets/${SETTINGS_DATASET_ID}/questions`]: ok({ items: stored }),
      },
    );
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Entities' });
    const overlap = within(card).getByRole<HTMLInputElement>('checkbox', { name: 'Allow overlapping spans' });
    expect(overlap.checked).toBe(true);
    expect(overlap.disabled).toBe(true);
    expect(overlap.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByText(/overlapping spans stay allowed/)).toBeTruthy();
  });

  it('shows span labels with their colour', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const entities = screen.getByRole('region', { name: 'Entities' });
    const swatches = entities.querySelectorAll<HTMLElement>('.mg-settings__swatch');
    expect(swatches).toHaveLength(2);
    const expected = document.createElement('span');
    expected.style.background = labelPalette('person').light;
    expect(swatches[0]!.style.background).toBe(expected.style.background);
    expect(swatches[0]!.style.background).not.toBe(swatches[1]!.style.background);
  });

  it('edits the description in a text area: Enter starts a new line and sends nothing; over 500 says so; empty is sent as null', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const patches = () =>
      api.calls.filter((call) => call.method === 'PATCH' && call.path.endsWith('/questions/q1'));
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const card = screen.getByRole('region', { name: 'Sentiment' });
    const description = within(card).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(description.tagName).toBe('TEXTAREA');
    // The annotation page's shortcuts leave the keys of such a target to it.
    expect(isTextInputTarget(description)).toBe(true);
    await user.click(description);
    await user.keyboard('{Control>}{End}{/Control}{Enter}Sarcasm counts as negative.');
    expect(description.value).toBe('How does it feel?\nSarcasm counts as negative.');
    expect(document.activeElement).toBe(description);
    expect(patches()).toHaveLength(0);
    expect(within(card).getByRole('status').textContent).toBe('');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    await within(card).findByText('Saved');
    expect(patches()[0]?.body).toMatchObject({
      description: 'How does it feel?\nSarcasm counts as negative.',
    });

    await user.clear(description);
    await user.paste('a'.repeat(501));
    const message = within(card).getByText('This must be less than 500.');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toBe(message.id);
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect(within(card).getByRole('alert').textContent).toBe('Question is not valid for update');
    expect(patches()).toHaveLength(1);

    await user.clear(description);
    expect(description.getAttribute('aria-invalid')).toBe('false');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]?.body).toMatchObject({ description: null });
  });
});
