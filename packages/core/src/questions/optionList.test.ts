import { describe, expect, it } from 'vitest';
import type { QuestionOption } from '../model/Question';
import { NO_ANIMATION_THRESHOLD, OPTION_SEARCH_THRESHOLD, optionList } from './optionList';

const options = (count: number): QuestionOption[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `o${index}`,
    value: `value-${index}`,
    text: `Label ${index}`,
    description: null,
    color: null,
  }));
const none = () => false;

describe('optionList', () => {
  it('offers the search box from 10 options on, or when the list is collapsible', () => {
    expect(OPTION_SEARCH_THRESHOLD).toBe(10);
    expect(
      optionList({ options: options(9), visibleOptions: null, expanded: false, search: '', isSelected: none })
        .searchable,
    ).toBe(false);
    expect(
      optionList({
        options: options(10),
        visibleOptions: null,
        expanded: false,
        search: '',
        isSelected: none,
      }).searchable,
    ).toBe(true);
    expect(
      optionList({ options: options(5), visibleOptions: 4, expanded: false, search: '', isSelected: none })
        .searchable,
    ).toBe(true);
  });

  it('stops animating at 50 options', () => {
    expect(NO_ANIMATION_THRESHOLD).toBe(50);
    expect(
      optionList({
        options: options(49),
        visibleOptions: null,
        expanded: false,
        search: '',
        isSelected: none,
      }).animated,
    ).toBe(true);
    expect(
      optionList({
        options: options(50),
        visibleOptions: null,
        expanded: false,
        search: '',
        isSelected: none,
      }).animated,
    ).toBe(false);
  });

  it('collapses to visible_options with a +N count, keeping selected options visible', () => {
    const list = optionList({
      options: options(8),
      visibleOptions: 4,
      expanded: false,
      search: '',
      isSelected: (option) => option.value === 'value-6',
    });
    expect(list.shown.map((option) => option.value)).toEqual([
      'value-0',
      'value-1',
      'value-2',
      'value-3',
      'value-6',
    ]);
    expect(list.hiddenCount).toBe(3);
    expect(list.canCollapse).toBe(false);
  });

  it('shows everything when expanded, and then offers to collapse', () => {
    const list = optionList({
      options: options(8),
      visibleOptions: 4,
      expanded: true,
      search: '',
      isSelected: none,
    });
    expect(list.shown).toHaveLength(8);
    expect(list.hiddenCount).toBe(0);
    expect(list.canCollapse).toBe(true);
  });

  it('searches text and value case-insensitively, trimmed, and shows every match even when collapsed', () => {
    const list = optionList({
      options: options(12),
      visibleOptions: 4,
      expanded: false,
      search: '  LABEL 1 ',
      isSelected: none,
    });
    expect(list.shown.map((option) => option.value)).toEqual(['value-1', 'value-10', 'value-11']);
    expect(list.hiddenCount).toBe(0);
    expect(
      optionList({
        options: options(12),
        visibleOptions: null,
        expanded: false,
        search: 'value-7',
        isSelected: none,
      }).shown,
    ).toHaveLength(1);
  });
});
