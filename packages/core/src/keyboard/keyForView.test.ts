import { describe, expect, it } from 'vitest';
import { isKeyForView, type ViewRootLike } from './keyForView';

// A small stand-in of a page: a document with its body, a view root and nodes inside and outside it.
function page(embedded: boolean) {
  const document = { body: { tagName: 'BODY' }, documentElement: { tagName: 'HTML' } };
  const inside = { tagName: 'INPUT', type: 'radio' };
  const shadowRoot = { host: { tagName: 'MG-ANNOTATION-VIEW' } };
  const root: ViewRootLike = {
    contains: (other) => other === root || other === inside,
    getRootNode: () => (embedded ? shadowRoot : document),
    ownerDocument: document,
  };
  const key = (target: unknown, path: unknown[] = [target]) => ({ target, composedPath: () => path });
  return { document, inside, shadowRoot, root, key };
}

describe('isKeyForView', () => {
  it('takes keys pressed inside the view, also when they come out of its shadow root', () => {
    const { inside, root, shadowRoot, key, document } = page(true);
    // Retargeted to the host outside the shadow root; the composed path still starts inside.
    expect(isKeyForView(key(shadowRoot.host, [inside, root, shadowRoot, shadowRoot.host, document.body]), root)).toBe(true);
    expect(isKeyForView({ target: inside }, root)).toBe(true);
  });

  it('leaves keys typed in the host page’s own controls, or in another view, to them', () => {
    const { root, key, document } = page(true);
    const pageInput = { tagName: 'INPUT', type: 'text' };
    expect(isKeyForView(key(pageInput, [pageInput, document.body, document]), root)).toBe(false);
    const otherView = { tagName: 'MG-ANNOTATION-VIEW' };
    const otherRadio = { tagName: 'INPUT', type: 'radio' };
    expect(isKeyForView(key(otherView, [otherRadio, otherView, document.body]), root)).toBe(false);
  });

  it('with nothing focused, takes the key in the page’s own view but not in an embedded one', () => {
    const app = page(false);
    expect(isKeyForView(app.key(app.document.body), app.root)).toBe(true);
    expect(isKeyForView(app.key(app.document.documentElement), app.root)).toBe(true);
    const embed = page(true);
    expect(isKeyForView(embed.key(embed.document.body), embed.root)).toBe(false);
  });
});
