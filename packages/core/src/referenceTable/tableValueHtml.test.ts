import { describe, expect, it } from 'vitest';
import { tableValueHtml } from './tableValueHtml';

describe('tableValueHtml', () => {
  it('writes a header row and escapes cells', () => {
    expect(
      tableValueHtml({
        schema: { fields: [{ name: 'a<b' }, { name: 'n' }] },
        data: [{ 'a<b': 'x & y', n: null }],
      }),
    ).toBe(
      '<table><tbody><tr><th>a&lt;b</th><th>n</th></tr><tr><td>x &amp; y</td><td></td></tr></tbody></table>',
    );
  });
});
