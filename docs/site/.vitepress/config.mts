import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitepress';

// The elements' manifest names the element pages (scripts/generate.mjs writes them from it).
const manifest = JSON.parse(
  readFileSync(new URL('../../../packages/elements/dist/custom-elements.json', import.meta.url), 'utf8'),
) as { modules: { declarations: { tagName: string }[] }[] };
const tags = manifest.modules.flatMap((module) => module.declarations.map((element) => element.tagName));

export default defineConfig({
  title: 'Marginalia',
  description: 'Open-source data annotation: a headless core, React components, custom elements and a reference server.',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  srcDir: 'pages',
  outDir: 'dist',
  cleanUrls: true,
  // A link to a page that does not exist fails the build.
  ignoreDeadLinks: false,
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('mg-') } } },
  themeConfig: {
    // MiniSearch over the built pages, shipped with the site: search works offline.
    search: { provider: 'local' },
    outline: [2, 3],
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Elements', link: `/elements/${tags[0]}` },
      { text: 'HTTP API', link: '/http-api' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Embedding', link: '/embedding' },
          { text: 'Theming', link: '/theming' },
          { text: 'Events and tokens', link: '/events-and-tokens' },
          { text: 'Python', link: '/python' },
        ],
      },
      // Sidebar texts are HTML: the brackets are written as entities, or the sidebar would make the elements.
      { text: 'Elements', items: tags.map((tag) => ({ text: `&lt;${tag}&gt;`, link: `/elements/${tag}` })) },
      {
        text: 'Server',
        items: [
          { text: 'Configuration', link: '/server' },
          { text: 'HTTP API', link: '/http-api' },
          { text: 'Reliability drills', link: '/reliability' },
        ],
      },
      { text: 'Inside', items: [{ text: 'Architecture', link: '/architecture' }] },
    ],
  },
});
