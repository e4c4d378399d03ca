import { describe, expect, it } from 'vitest';
import { escapeHtml, renderCustomTemplate, scriptSafeJson } from './customTemplate';

const record = {
  id: 'r1',
  fields: { title: 'A & <B>', items: ['x', 'y'], empty: [], nested: { n: 2 } },
  metadata: { source: 'web' },
};

describe('renderCustomTemplate', () => {
  it('fills {{record.…}} paths, escaping HTML', () => {
    expect(renderCustomTemplate('<h1>{{record.fields.title}}</h1> {{ record.metadata.source }}', record)).toBe(
      '<h1>A &amp; &lt;B&gt;</h1> web',
    );
  });

  it('leaves {{{raw}}} values unescaped and shows objects as JSON, missing values as nothing', () => {
    expect(renderCustomTemplate('{{{record.fields.title}}}|{{record.fields.nested}}|{{record.nope.x}}', record)).toBe(
      'A & <B>|{&quot;n&quot;:2}|',
    );
  });

  it('repeats #each blocks with this and @index, and uses else for empty lists', () => {
    const template = '{{#each record.fields.items}}<li>{{@index}}:{{this}}</li>{{/each}}';
    expect(renderCustomTemplate(template, record)).toBe('<li>0:x</li><li>1:y</li>');
    expect(renderCustomTemplate('{{#each record.fields.empty}}x{{else}}none{{/each}}', record)).toBe('none');
  });

  it('resolves names inside #each on the item first, then on outer scopes', () => {
    const withRows = { ...record, fields: { rows: [{ name: 'a' }, { name: 'b' }] } };
    expect(renderCustomTemplate('{{#each record.fields.rows}}{{name}}-{{record.id}} {{/each}}', withRows)).toBe(
      'a-r1 b-r1 ',
    );
  });

  it('shows #if / #unless branches and skips comments', () => {
    expect(renderCustomTemplate('{{#if record.fields.items}}yes{{else}}no{{/if}}', record)).toBe('yes');
    expect(renderCustomTemplate('{{#if record.fields.empty}}yes{{else}}no{{/if}}', record)).toBe('no');
    expect(renderCustomTemplate('{{#unless record.fields.missing}}shown{{/unless}}{{! note }}', record)).toBe('shown');
  });
});

describe('escaping helpers', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('makes JSON safe inside a script element', () => {
    const json = scriptSafeJson({ a: '</script><b>&' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ a: '</script><b>&' });
  });
});
