import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';
import { withoutEventHandlers } from './withoutEventHandlers';

describe('withoutEventHandlers', () => {
  it('cuts every handler attribute, whatever its case or quoting, and keeps the others', () => {
    expect(withoutEventHandlers('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
    expect(withoutEventHandlers('<IMG SRC=x OnErRoR=alert(1) alt=a>')).toBe('<img src="x" alt="a">');
    expect(withoutEventHandlers('<details open ontoggle="alert(1)">x</details>')).toBe('<details open="">x</details>');
    expect(withoutEventHandlers('<svg><animate onbegin="alert(1)" attributeName="x"></animate></svg>')).toBe(
      '<svg><animate attributeName="x"></animate></svg>',
    );
  });

  it('sees mutation vectors as a browser does: the handler of an element hidden behind raw text is cut', () => {
    // In HTML `<xmp>` is raw text up to `</xmp>`, so the img after it is an element; a naive scan misses it.
    expect(withoutEventHandlers('<xmp><p title="</xmp><img src=x onerror="alert(1)">">')).toBe(
      '<xmp><p title="</xmp><img src="x">"&gt;',
    );
    // In SVG `<style>` holds markup, and an `<img>` there breaks out of SVG as an HTML element.
    expect(withoutEventHandlers('<svg><style><img src=x onerror="alert(1)"></style></svg>')).not.toMatch(/onerror/);
    expect(withoutEventHandlers('<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">')).not.toMatch(/onerror/);
    expect(withoutEventHandlers('<template><img src=x onerror="alert(1)"></template>')).toBe('<template><img src="x"></template>');
  });

  it('leaves text that only looks like a handler alone', () => {
    expect(withoutEventHandlers('turn on="off" and <b>keep</b> onerror=1')).toBe('turn on="off" and <b>keep</b> onerror=1');
    expect(withoutEventHandlers('no tags, onload=x')).toBe('no tags, onload=x');
  });
});

describe('renderMarkdown', () => {
  it('renders markdown and inline HTML without handlers, scripts or javascript: links', () => {
    const html = renderMarkdown('**bold** <img src=x onerror="alert(1)"> [a](javascript:alert(1)) <script>alert(1)</script>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<img src="x">');
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('keeps styles out: no style element, no style attribute', () => {
    const html = renderMarkdown('<style>*{background:url("javascript:alert(1)")}</style><div style="position:fixed;inset:0">x</div>');
    expect(html).toBe('<div>x</div>');
  });

  it('takes no focus: autofocus is dropped from inputs, text areas and editable elements', () => {
    const html = renderMarkdown('<input autofocus><textarea autofocus></textarea><x contenteditable autofocus>x</x>');
    expect(html).not.toContain('autofocus');
    expect(html).toContain('<input>');
  });
});
