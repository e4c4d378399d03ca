import { describe, expect, it } from 'vitest';
import { groupFieldsIntoTabs } from './fieldTabs';

describe('groupFieldsIntoTabs', () => {
  it('groups names sharing the prefix before the first dash, keeping the order of first appearance', () => {
    const fields = [{ name: 'text' }, { name: 'answer-a' }, { name: 'context' }, { name: 'answer-b-long' }];
    expect(groupFieldsIntoTabs(fields)).toEqual([
      { name: 'text', fields: [{ name: 'text' }], tabbed: false },
      { name: 'answer', fields: [{ name: 'answer-a' }, { name: 'answer-b-long' }], tabbed: true },
      { name: 'context', fields: [{ name: 'context' }], tabbed: false },
    ]);
  });

  it('does not group names with underscores or without a dash', () => {
    const groups = groupFieldsIntoTabs([{ name: 'answer_a' }, { name: 'answer_b' }]);
    expect(groups.map((group) => group.tabbed)).toEqual([false, false]);
  });
});
