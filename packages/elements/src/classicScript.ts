// The one-script-tag bundle as a classic script, for pages where `<script type="module">` is not an option
// (an editor or a notebook output that keeps only `src`): `<script src="…/marginalia-elements.iife.js">`.
// It imports the ES module bundle that sits next to it; that bundle's shared and on-demand chunks are found
// relative to it, so whatever serves this folder (a CDN, a notebook server) serves them too. Loaded twice, it
// imports the same URL, which the browser evaluates once, and every tag is defined once.

/** Where this script was loaded from: the folder of the bundle and its chunks. */
function scriptUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  // Run after its own evaluation (it is not, but a bundler could defer it): the last tag that names it.
  const tags = document.querySelectorAll<HTMLScriptElement>('script[src*="marginalia-elements.iife"]');
  return tags[tags.length - 1]?.src ?? document.baseURI;
}

const bundle = new URL('./marginalia-elements.js', scriptUrl()).href;
import(/* @vite-ignore */ bundle).catch((error: unknown) => {
  console.error(`Marginalia elements: ${bundle} could not be loaded.`, error);
});
