#!/usr/bin/env node
// Writes the documents demo's papers, packages/server/demo-data/documents/*.pdf, and their list with pmid, doi
// and reference (documents.json, read by the seed) from the specs in
// src/testing/demo-papers.ts (fictional trials laid out by src/testing/paper-pdf.ts with pdf-lib). The same
// specs always give the same bytes. Usage: node packages/server/scripts/generate-demo-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './import-typescript.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'demo-data', 'documents');
const { DEMO_PAPERS, paperPdf } = await importTypeScript(root, 'demo-pdfs', {
  stdin: {
    contents:
      "export { DEMO_PAPERS } from './src/testing/demo-papers'; export { paperPdf } from './src/testing/paper-pdf';",
    resolveDir: root,
    loader: 'ts',
  },
});
mkdirSync(outDir, { recursive: true });
for (const paper of DEMO_PAPERS) {
  const bytes = await paperPdf(paper.spec);
  writeFileSync(join(outDir, paper.file), bytes);
  console.log(`${paper.file}: ${bytes.length} bytes`);
}
const list = DEMO_PAPERS.map(({ file, pmid, doi, reference }) => ({ file, pmid, doi, reference }));
writeFileSync(join(outDir, 'documents.json'), `${JSON.stringify(list, null, 2)}\n`);
