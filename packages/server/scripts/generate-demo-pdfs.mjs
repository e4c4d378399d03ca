#!/usr/bin/env node
// Writes the demos' papers, packages/server/demo-data/documents/*.pdf, and their list with pmid, doi and reference
// (documents.json, read by the seed) from the specs in src/testing/demo-papers.ts: the documents demo's and one per
// reference-table demo trial (run generate-table-demo.mjs first) (fictional trials laid out by src/testing/paper-pdf.ts with pdf-lib). The same
// specs always give the same bytes. Usage: node packages/server/scripts/generate-demo-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './import-typescript.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'demo-data', 'documents');
const { DEMO_PAPERS, DEMO_TRIAL_PAPERS, paperPdf } = await importTypeScript(root, 'demo-pdfs', {
  stdin: {
    contents:
      "export { DEMO_PAPERS, DEMO_TRIAL_PAPERS } from './src/testing/demo-papers'; " +
      "export { paperPdf } from './src/testing/paper-pdf';",
    resolveDir: root,
    loader: 'ts',
  },
});
mkdirSync(outDir, { recursive: true });
const papers = [...DEMO_PAPERS, ...DEMO_TRIAL_PAPERS];
for (const paper of papers) {
  const bytes = await paperPdf(paper.spec);
  writeFileSync(join(outDir, paper.file), bytes);
  console.log(`${paper.file}: ${bytes.length} bytes`);
}
const list = papers.map(({ file, pmid, doi, reference }) => ({ file, pmid, doi, reference }));
writeFileSync(join(outDir, 'documents.json'), `${JSON.stringify(list, null, 2)}\n`);
