/** One line of text on a generated page: its size in points, bold for headings. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

function pageContent(lines: readonly PdfLine[]): string {
  let y = 740;
  const out: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size * 1.6;
    out.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 72 ${y.toFixed(1)} Td (${escape(line.text)}) Tj ET`);
  }
  return out.join('\n');
}

/**
 * A small real PDF (US Letter pages, Helvetica text, a text layer pdf.js can read), made from lines per page.
 * Written by hand: the browser tests and benchmarks need papers of any length without shipping files.
 *
 * @example
 * generatePdf([[{ text: 'Methods', size: 16, bold: true }, { text: 'We gave 5 mg of placebo.' }]]);
 */
export function generatePdf(pages: readonly (readonly PdfLine[])[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, written once the page numbers are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const lines of pages) {
    const content = pageContent(lines);
    const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * A paper of `pageCount` pages: a title page with an abstract, then sections (a heading every few pages), a
 * table caption and body text that mentions the trial's drug and placebo.
 */
export function generatePaper(pageCount: number, title = 'A randomised trial of drug X against placebo'): Buffer {
  const sections = ['Methods', 'Results', 'Discussion'];
  const pages: PdfLine[][] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const lines: PdfLine[] = [];
    if (page === 1) {
      lines.push({ text: title, size: 18, bold: true }, { text: 'Abstract', size: 14, bold: true });
      lines.push({ text: 'We compared drug X at 5 mg with a matching capsule in 120 adults.' });
    } else {
      const section = sections[(page - 2) % sections.length]!;
      if ((page - 2) % 3 === 0 || page <= 4) lines.push({ text: `${section} ${page}`, size: 14, bold: true });
      if (page === 3) lines.push({ text: 'Table 1. Doses by arm', size: 11, bold: true });
      lines.push({ text: `Page ${page} of the paper: the placebo arm received capsules twice daily.` });
    }
    for (let i = 0; i < 20; i += 1) lines.push({ text: `Line ${i + 1} of page ${page}: outcomes were measured at week ${i + 2}.` });
    pages.push(lines);
  }
  return generatePdf(pages);
}
