import { describe, expect, it } from 'vitest';
import {
  selectIsItemModified,
  selectIsSectionModified,
  selectOptionSteps,
  selectOverlappingLocked,
  selectSuggestionFirst,
} from './settingsSelectors';
import type { WireQuestion } from '../api/wire/questions';
import { settingsQuestions, setupSettingsStore } from './testing/settingsFixtures';

const values = (options: { value: string | number }[]) => options.map((option) => option.value);

describe('the settings store: options order', () => {
  it('moves an option, counts the new order as a modification and restores the original order', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().moveOption('q1', 3, 0);
    expect(values(state().questions[0]!.edit.options)).toEqual(['mixed', 'pos', 'neg', 'neu']);
    expect(selectIsItemModified('questions', state().questions[0]!)).toBe(true);
    expect(selectIsSectionModified(state(), 'questions')).toBe(true);
    state().restore('questions', 'q1');
    expect(values(state().questions[0]!.edit.options)).toEqual(['pos', 'neg', 'neu', 'mixed']);
    expect(selectIsSectionModified(state(), 'questions')).toBe(false);
  });

  it('moving an option back to where it was is no modification', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().moveOption('q1', 0, 1);
    state().moveOption('q1', 1, 0);
    expect(selectIsItemModified('questions', state().questions[0]!)).toBe(false);
  });

  it('saves the options in the new order with PATCH /questions/{id}, labels and values kept', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    state().editOptionText('q1', 1, 'Negative');
    state().moveOption('q1', 1, 3);
    await expect(state().save('questions', 'q1')).resolves.toBe(true);
    const body = server.callsTo('PATCH', '/api/v1/questions/q1')[0]!.json as {
      settings: { options: unknown[] };
    };
    expect(body.settings.options).toEqual([
      { value: 'pos', text: 'POS', description: null },
      { value: 'neu', text: 'NEU', description: null },
      { value: 'mixed', text: 'MIXED', description: null },
      { value: 'neg', text: 'Negative', description: null },
    ]);
    // The server's answer is the new original: nothing is modified any more.
    expect(values(state().questions[0]!.original.options)).toEqual(['pos', 'neu', 'mixed', 'neg']);
    expect(selectIsItemModified('questions', state().questions[0]!)).toBe(false);
  });

  it('a refused reorder keeps the edit and puts the previous order back as the original', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    server.on('PATCH', '/api/v1/questions/q1', {
      status: 422,
      body: { detail: 'the number of options cannot be modified. expected 4 but got 3' },
    });
    state().moveOption('q1', 0, 3);
    await expect(state().save('questions', 'q1')).resolves.toBe(false);
    const item = state().questions[0]!;
    expect(values(item.original.options)).toEqual(['pos', 'neg', 'neu', 'mixed']);
    expect(values(item.edit.options)).toEqual(['neg', 'neu', 'mixed', 'pos']);
    expect(item.errorCode).toBe('ERROR_PATCHING_QUESTION');
  });

  it('never moves rating or ranking options, which the server refuses to change', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().moveOption('q3', 0, 1);
    expect(values(state().questions[2]!.edit.options)).toEqual(['x', 'y']);
    expect(selectOptionSteps(state().questions[2]!, 0)).toEqual({ up: null, down: null });
  });

  it('offers one step up and down except past the ends', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    const sentiment = state().questions[0]!;
    expect(selectOptionSteps(sentiment, 0)).toEqual({ up: null, down: 1 });
    expect(selectOptionSteps(sentiment, 2)).toEqual({ up: 1, down: 3 });
    expect(selectOptionSteps(sentiment, 3)).toEqual({ up: 2, down: null });
  });
});

describe('the settings store: suggestion first', () => {
  it("switches a multi-label question's options_order between suggestion and natural", async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    expect(selectSuggestionFirst(state().questions[1]!)).toBe(false);
    state().setSuggestionFirst('q2', true);
    expect(selectSuggestionFirst(state().questions[1]!)).toBe(true);
    expect(state().questions[1]!.edit.optionsOrder).toBe('suggestion');
    expect(selectIsSectionModified(state(), 'questions')).toBe(true);
    state().setSuggestionFirst('q2', false);
    expect(state().questions[1]!.edit.optionsOrder).toBe('natural');
    expect(selectIsSectionModified(state(), 'questions')).toBe(false);
    state().setSuggestionFirst('q2', true);
    await state().save('questions', 'q2');
    expect(server.callsTo('PATCH', '/api/v1/questions/q2')[0]!.json).toMatchObject({
      settings: { type: 'multi_label_selection', options_order: 'suggestion' },
    });
  });

  it('does nothing for a single-label question, which has no options order', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().setSuggestionFirst('q1', true);
    expect(state().questions[0]!.edit.optionsOrder).toBeNull();
    expect(selectIsSectionModified(state(), 'questions')).toBe(false);
  });

  it('restores the switch to what the server holds', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().setSuggestionFirst('q2', true);
    state().restore('questions');
    expect(selectSuggestionFirst(state().questions[1]!)).toBe(false);
  });
});

describe('the settings store: overlapping spans', () => {
  const span = (allowOverlapping: boolean): WireQuestion => ({
    ...settingsQuestions[0]!,
    id: 'q9',
    name: 'entities',
    title: 'Entities',
    settings: {
      type: 'span',
      field: 'text',
      options: ['per', 'org'].map((value) => ({ value, text: value.toUpperCase(), description: null })),
      visible_options: null,
      allow_overlapping: allowOverlapping,
    },
  });
  const setup = async (allowOverlapping: boolean) => {
    const { state, server } = setupSettingsStore();
    server.on('GET', '/api/v1/datasets/d1/questions', { body: { items: [span(allowOverlapping)] } });
    server.on('PATCH', '/api/v1/questions/q9', (call: { json: unknown }) => {
      const settings = (call.json as { settings: object }).settings;
      return {
        body: { ...span(allowOverlapping), settings: { ...span(allowOverlapping).settings, ...settings } },
      };
    });
    await state().load();
    return { state, server, item: () => state().questions[0]! };
  };

  it('may be turned on, and once saved on, stays on: the server refuses turning it off', async () => {
    const { state, item } = await setup(false);
    expect(selectOverlappingLocked(item())).toBe(false);
    state().editQuestion('q9', { allowOverlapping: true });
    state().editQuestion('q9', { allowOverlapping: false });
    expect(selectIsItemModified('questions', item())).toBe(false);
    state().editQuestion('q9', { allowOverlapping: true });
    await expect(state().save('questions', 'q9')).resolves.toBe(true);
    expect(selectOverlappingLocked(item())).toBe(true);
    state().editQuestion('q9', { allowOverlapping: false, title: 'Names' });
    expect(item().edit).toMatchObject({ allowOverlapping: true, title: 'Names' });
  });

  it('is locked on a question the server already holds with overlaps, and never sent as off', async () => {
    const { state, server, item } = await setup(true);
    expect(selectOverlappingLocked(item())).toBe(true);
    state().editQuestion('q9', { allowOverlapping: false });
    expect(selectIsItemModified('questions', item())).toBe(false);
    state().editQuestion('q9', { title: 'Names' });
    await state().save('questions', 'q9');
    expect(server.callsTo('PATCH', '/api/v1/questions/q9')[0]!.json).toMatchObject({
      settings: { allow_overlapping: true },
    });
  });
});
