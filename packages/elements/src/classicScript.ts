// The one-script-tag bundle as a classic script, for pages where `<script type="module">` is not an option
// (an editor or a notebook output that keeps only `src`): `<script src="…/marginalia-elements.iife.js">`.
// It loads the ES module bundle that sits next to it; that bundle's shared and on-demand chunks are found
// relative to it, so whatever serves this folder (a CDN, a notebook server) serves them too.
//
// It inserts a `<script type="module">` rather than calling `import()`: a script inserted while the page is
// still loading holds the page's load event until it has run, so every tag is defined when `load` fires (a
// dynamic import would run whenever its fetch ends, often after). Loaded twice, both tags name the same URL,
// which the browser evaluates once, and every tag is defined once.

/** The tag that runs this script (a bundler could defer it: then the last tag that names it). */
function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current;
  const tags = document.querySelectorAll<HTMLScriptElement>('script[src*="marginalia-elements.iife"]');
  return tags[tags.length - 1] ?? null;
}

const own = ownScript();
const bundle = new URL('./marginalia-elements.js', own?.src || document.baseURI).href;
const loader = document.createElement('script');
loader.type = 'module';
loader.src = bundle;
// A page's Content-Security-Policy that admitted this script by nonce admits the bundle too; a CDN script
// loaded with `crossorigin` keeps its credentials mode.
if (own?.nonce) loader.nonce = own.nonce;
if (own?.crossOrigin != null) loader.crossOrigin = own.crossOrigin;
// Once run (or failed) the tag has done its job: it leaves the page's DOM as it found it.
loader.addEventListener('load', () => loader.remove());
loader.addEventListener('error', () => {
  loader.remove();
  console.error(`Marginalia elements: ${bundle} could not be loaded.`);
});
(document.head ?? document.documentElement).append(loader);
