import { describe, expect, it } from 'vitest';
import { parsePageParam, serializePageParam } from './pageUrlParam';
import { pageAt } from './RecordCriteria';

describe('parsePageParam', () => {
  it('reads one value as focus mode with size 10', () => {
    expect(parsePageParam('3')).toEqual({
      mode: 'focus',
      client: { page: 3, many: 10 },
      server: { from: 3, many: 10 },
    });
  });

  it('reads two values as bulk mode page and size', () => {
    expect(parsePageParam('3~25')).toEqual({
      mode: 'bulk',
      client: { page: 3, many: 25 },
      server: { from: 3, many: 25 },
    });
  });

  it.each([10, 25, 50, 100])('accepts bulk size %i', (size) => {
    expect(parsePageParam(`1~${size}`)?.client.many).toBe(size);
  });

  it.each(['1~20', '1~0', '1~1000', '2~11'])('ignores %s: the size is not 10, 25, 50 or 100', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });

  it.each([null, '', 'abc', '~', 'abc~def'])('ignores the non-numeric value %s', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });

  it('drops non-numeric parts like the original and reads what is left', () => {
    expect(parsePageParam('abc~4')).toEqual(pageAt('focus', 4));
    expect(parsePageParam('5~x')).toEqual(pageAt('focus', 5));
  });

  it.each(['0', '-2', '1.5', '0~25', '1~2~3'])(
    'ignores %s: not a positive whole page or too many parts',
    (value) => {
      expect(parsePageParam(value)).toBeNull();
    },
  );
});

describe('serializePageParam', () => {
  it('writes the page alone in focus mode and page~size in bulk mode', () => {
    expect(serializePageParam(pageAt('focus', 7))).toBe('7');
    expect(serializePageParam(pageAt('bulk', 51, 50))).toBe('51~50');
  });

  it('round-trips', () => {
    for (const page of [
      pageAt('focus', 1),
      pageAt('focus', 12),
      pageAt('bulk', 26, 25),
      pageAt('bulk', 1, 100),
    ]) {
      expect(parsePageParam(serializePageParam(page))).toEqual(page);
    }
  });
});
