import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de/settings.json';
import en from '../../../../locales/en/settings.json';
import es from '../../../../locales/es/settings.json';
import core from '../../../../locales/en/core.json';
import { questionEditing, showsVisibleOptions } from './questionEditing';
import {
  fieldErrors,
  metadataErrors,
  questionErrors,
  vectorErrors,
  isMetadataModified,
  generalErrors,
} from './settingsRules';
import { SETTINGS_MESSAGE_KEYS } from './settingsMessageKeys';
import { questionItemOf } from './settingsItems';
import { settingsQuestions } from './testing/settingsFixtures';
import { datasetUpdateOf, fieldUpdateOf, metadataUpdateOf, questionUpdateOf } from './settingsUpdates';
import {
  validateGuidelines,
  validateMinSubmitted,
  validateOptionText,
  validateTitle,
  validateVisibleOptions,
  trimmedOrNull,
} from './settingsValidation';

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const english = flatten(en);
const text = (message: { key: string; params?: Record<string, unknown> } | null | undefined) =>
  (english.get(message?.key ?? '') ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(message?.params?.[name]),
  );

describe('settings validation (spec 2 §5)', () => {
  it("refuses guidelines that are empty once trimmed: 'This field is required.'", () => {
    expect(text(validateGuidelines('  \n '))).toBe('This field is required.');
    expect(validateGuidelines(' Be kind ')).toBeNull();
  });

  it("refuses guidelines past the server's 10000 characters: 'This must be less than 10000.'", () => {
    expect(validateGuidelines(` ${'g'.repeat(10_000)} `)).toBeNull();
    expect(text(validateGuidelines('g'.repeat(10_001)))).toBe('This must be less than 10000.');
    const original = { guidelines: 'Short.', minSubmitted: 1, allowExtraMetadata: true };
    expect(generalErrors(original, { ...original, guidelines: 'g'.repeat(10_001) })).toHaveProperty(
      'guidelines',
    );
  });

  it('keeps visible options a whole number from 3 to the number of options, checked only while shown', () => {
    expect(validateVisibleOptions(3, 4)).toBeNull();
    expect(validateVisibleOptions(4, 4)).toBeNull();
    for (const wrong of [2, 5, 3.5, Number.NaN])
      expect(text(validateVisibleOptions(wrong, 4)), String(wrong)).toBe('Choose a number from 3 to 4.');
    const four = questionItemOf(settingsQuestions[0]!);
    expect(text(questionErrors({ ...four.edit, visibleOptions: 5 }, four.info).visibleOptions)).toBe(
      'Choose a number from 3 to 4.',
    );
    expect(questionErrors({ ...four.edit, visibleOptions: 3 }, four.info)).toEqual({});
    // Two options: the setting does not show, so whatever it holds is neither checked nor sent.
    const two = questionItemOf(settingsQuestions[1]!);
    expect(questionErrors({ ...two.edit, visibleOptions: 1 }, two.info)).toEqual({});
  });

  it("needs min_submitted set and at least 1: 'This field is required.'", () => {
    expect(text(validateMinSubmitted(null))).toBe('This field is required.');
    expect(text(validateMinSubmitted(0))).toBe('This field is required.');
    expect(validateMinSubmitted(1)).toBeNull();
  });

  it("limits titles: 'This must be less than {limit}.'", () => {
    expect(validateTitle('a'.repeat(200), 200, true)).toBeNull();
    expect(text(validateTitle('a'.repeat(201), 200, true))).toBe('This must be less than 200.');
    expect(text(validateTitle(` ${'a'.repeat(500)} `, 500, false))).toBe('');
    expect(text(validateTitle('a'.repeat(501), 500, false))).toBe('This must be less than 500.');
  });

  it("refuses an option label left empty once trimmed: 'Empty options are not allowed'", () => {
    expect(text(validateOptionText('  '))).toBe('Empty options are not allowed');
    expect(validateOptionText(' Mixed ')).toBeNull();
    const question = questionItemOf(settingsQuestions[0]!);
    const options = question.edit.options.map((option, index) =>
      index === 1 ? { ...option, text: '' } : option,
    );
    const errors = questionErrors({ ...question.edit, options }, question.info);
    expect(Object.keys(errors)).toEqual(['options.1']);
    expect(text(errors['options.1'])).toBe('Empty options are not allowed');
  });

  it('checks question title (required, 200) and description (500), field, metadata and vector titles (500)', () => {
    const question = questionItemOf(settingsQuestions[0]!);
    expect(text(questionErrors({ ...question.edit, title: ' ' }, question.info).title)).toBe(
      'This field is required.',
    );
    expect(text(questionErrors({ ...question.edit, title: 'a'.repeat(201) }, question.info).title)).toBe(
      'This must be less than 200.',
    );
    expect(
      text(questionErrors({ ...question.edit, description: 'a'.repeat(501) }, question.info).description),
    ).toBe('This must be less than 500.');
    expect(questionErrors({ ...question.edit, description: '' }, question.info)).toEqual({});
    expect(fieldErrors({ title: '', useMarkdown: false })).toEqual({});
    expect(text(fieldErrors({ title: 'a'.repeat(501), useMarkdown: false }).title)).toBe(
      'This must be less than 500.',
    );
    expect(text(metadataErrors({ title: 'a'.repeat(501), visibleForAnnotators: true }).title)).toBe(
      'This must be less than 500.',
    );
    expect(text(vectorErrors({ title: 'a'.repeat(501) }).title)).toBe('This must be less than 500.');
  });

  it('checks only the changed parts of the general tab', () => {
    const original = { guidelines: '', minSubmitted: 1, allowExtraMetadata: true };
    expect(generalErrors(original, { ...original, minSubmitted: 2 })).toEqual({});
    expect(Object.keys(generalErrors(original, { ...original, guidelines: '  ' }))).toEqual(['guidelines']);
  });

  it('trims on save and sends empty texts as null', () => {
    expect(trimmedOrNull('   ')).toBeNull();
    const original = { guidelines: 'old', minSubmitted: 1, allowExtraMetadata: true };
    expect(datasetUpdateOf(original, { ...original, guidelines: '  new  ' })).toEqual({ guidelines: 'new' });
    expect(datasetUpdateOf(original, { ...original, guidelines: '   ' })).toEqual({ guidelines: null });
    expect(datasetUpdateOf(original, { ...original, minSubmitted: 2, allowExtraMetadata: false })).toEqual({
      distribution: { strategy: 'overlap', min_submitted: 2 },
      allow_extra_metadata: false,
    });
    const question = questionItemOf(settingsQuestions[0]!);
    expect(
      questionUpdateOf({ ...question.edit, title: ' Mood ', description: ' ' }, question.info),
    ).toMatchObject({ title: 'Mood', description: null });
  });

  it('falls back to the field name for an empty field title and sends complete settings', () => {
    const info = {
      name: 'text',
      type: 'text' as const,
      settings: { type: 'text' as const, use_markdown: false },
    };
    expect(fieldUpdateOf({ title: '  ', useMarkdown: true }, info)).toEqual({
      title: 'text',
      settings: { type: 'text', use_markdown: true, use_table: false },
    });
  });

  it('sends visible_options only while shown (more than 3 options), and always the metadata visibility', () => {
    const four = questionItemOf(settingsQuestions[0]!);
    expect(questionUpdateOf(four.edit, four.info).settings).toMatchObject({ visible_options: 4 });
    const two = questionItemOf(settingsQuestions[1]!);
    expect(questionUpdateOf({ ...two.edit, visibleOptions: 2 }, two.info).settings).not.toHaveProperty(
      'visible_options',
    );
    expect(showsVisibleOptions('label_selection', 3)).toBe(false);
    expect(showsVisibleOptions('label_selection', 4)).toBe(true);
    expect(metadataUpdateOf({ title: ' Source ', visibleForAnnotators: false })).toEqual({
      title: 'Source',
      visible_for_annotators: false,
    });
  });

  it('keeps ranking and rating options read-only and sends only their type', () => {
    expect(questionEditing('ranking').optionLabels).toBe(false);
    expect(questionEditing('rating').optionLabels).toBe(false);
    const ranking = questionItemOf(settingsQuestions[2]!);
    expect(questionUpdateOf(ranking.edit, ranking.info).settings).toEqual({ type: 'ranking' });
  });

  it('counts a metadata item modified only when its trimmed title or visibility changes', () => {
    const original = { title: 'Source', visibleForAnnotators: true };
    expect(isMetadataModified(original, { ...original, title: ' Source  ' })).toBe(false);
    expect(isMetadataModified(original, { ...original, title: 'Origin' })).toBe(true);
    expect(isMetadataModified(original, { ...original, visibleForAnnotators: false })).toBe(true);
  });
});

describe('settings texts (locales/<lng>/settings.json)', () => {
  it('words every message as the spec does', () => {
    expect(english.get(SETTINGS_MESSAGE_KEYS.invalidQuestion)).toBe('Question is not valid for update');
    expect(english.get(SETTINGS_MESSAGE_KEYS.invalidField)).toBe('Field is not valid for update');
    expect(english.get(SETTINGS_MESSAGE_KEYS.invalidVector)).toBe('Vector is not valid for update');
    expect(english.get(SETTINGS_MESSAGE_KEYS.invalidMetadata)).toBe('Metadata is not valid for update');
    expect(english.get(SETTINGS_MESSAGE_KEYS.saving)).toBe('Saving...');
    expect(english.get(SETTINGS_MESSAGE_KEYS.saved)).toBe('Saved');
    expect(english.get(SETTINGS_MESSAGE_KEYS.leaveUnsaved)).toBe("You didn't submit your changes");
    expect(english.get(SETTINGS_MESSAGE_KEYS.leaveIgnore)).toBe('Ignore and continue');
    expect(core.validations.businessLogic.update_distribution_with_existing_responses).toBe(
      "Distribution settings can't be modified for a dataset containing user responses",
    );
  });

  it('has every key in de and es with the same parameters', () => {
    for (const key of Object.values(SETTINGS_MESSAGE_KEYS)) {
      if (key.startsWith('validations.')) continue;
      expect(english.has(key), key).toBe(true);
    }
    const params = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const other of [de, es]) {
      const translated = flatten(other);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of english)
        expect(params(translated.get(key) ?? ''), key).toEqual(params(value));
    }
  });
});
