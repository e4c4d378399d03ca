import { readFileSync } from 'node:fs';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
const data = new Uint8Array(readFileSync('/tmp/dsproto/long.pdf'));
const t0 = performance.now();
const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
console.log('pages', doc.numPages, performance.now()-t0);
let withOps = process.argv[2] === 'ops';
for (let i = 1; i <= doc.numPages; i++) {
  const page = await doc.getPage(i);
  const tc = await page.getTextContent();
  if (withOps) await page.getOperatorList();
  if (i === 1 || i === 2) {
    console.log(tc.items.slice(0, 3).map(it => ({ str: it.str, fontName: it.fontName, t: it.transform, h: it.height, eol: it.hasEOL })));
    console.log(tc.styles);
    if (withOps) for (const f of Object.keys(tc.styles)) { try { const o = page.commonObjs.get(f); console.log(f, o.name, o.bold, o.loadedName); } catch (e) { console.log('err', e.message); } }
  }
  page.cleanup();
}
console.log('total', performance.now()-t0);
