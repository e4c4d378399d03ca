import fc from 'fast-check';
import { garbageValue, mutatedBody, rawBody } from './malformed-values';

/** A request body with its declared type, as the fuzzer sends it. */
export interface FuzzBody {
  body?: string;
  contentType?: string;
}

const BOUNDARIES = ['b0undary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'a b', '"q"'];

/** Part contents: PDFs and near-PDFs (header late, truncated, broken objects), empty and plain text. */
const PART_CONTENT = fc.oneof(
  fc.constantFrom(
    '%PDF-1.4\n%%EOF',
    '%PDF-',
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
    `${'x'.repeat(1000)}%PDF-1.4\n`,
    `${'x'.repeat(1030)}%PDF-1.4\n`,
    '%PDF-1.4\nxref\n0 99999999\ntrailer<</Size -1/Root 9 0 R>>\nstartxref\n-5\n%%EOF',
    '',
    '{"name": "schema"}',
    'garbage',
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

function envelope(
  boundary: string,
  parts: { name: string; filename: string | null; type: string | null; content: string }[],
): string {
  const body = parts
    .map(
      ({ name, filename, type, content }) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        `${filename === null ? '' : `; filename="${filename}"`}\r\n` +
        `${type === null ? '' : `Content-Type: ${type}\r\n`}\r\n${content}\r\n`,
    )
    .join('');
  return `${body}--${boundary}--\r\n`;
}

/**
 * Multipart bodies for the upload calls: well-formed envelopes with the expected part (`partNames`) or others,
 * as a file or a plain value, holding PDFs, near-PDFs and garbage; and broken envelopes (no boundary, another
 * boundary than declared, unterminated, truncated parts).
 */
export function multipartBody(partNames: string[]): fc.Arbitrary<FuzzBody> {
  const wellFormed = fc
    .record({
      boundary: fc.constantFrom(...BOUNDARIES),
      parts: fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom(...partNames), fc.string({ maxLength: 10 })),
          filename: fc.option(
            fc.oneof(fc.constantFrom('a.pdf', '', '../../etc/passwd', 'x'.repeat(300), 'ü.pdf'), fc.string({ maxLength: 20 })),
          ),
          type: fc.option(fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', '', '*/*')),
          content: PART_CONTENT,
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ boundary, parts }) => ({
      body: envelope(boundary, parts),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }));
  const broken = fc
    .tuple(
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=zzz',
        'multipart/form-data; boundary="unterminated',
        'MULTIPART/FORM-DATA; boundary=b0undary',
        'multipart/form-data; boundary=b0undary; charset=klingon',
        'multipart/mixed; boundary=b0undary',
      ),
      fc.oneof(
        fc.constantFrom(
          '',
          '--b0undary\r\n',
          '--b0undary--',
          `--b0undary\r\nContent-Disposition: form-data; name="${partNames[0]}"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
          `--b0undary\r\nContent-Disposition: form-data; name="${partNames[0]}"\r\n\r\n%PDF-1.4\r\n--b0undary--\r\n`,
          '--b0undary\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b0undary--\r\n',
          '--b0undary\r\n\r\n\r\n--b0undary--\r\n',
        ),
        fc.string({ maxLength: 100 }),
      ),
    )
    .map(([contentType, body]) => ({ contentType, body }));
  return fc.oneof({ arbitrary: wellFormed, weight: 3 }, { arbitrary: broken, weight: 2 });
}

/**
 * Multipart bodies whose part `jsonPart` is JSON (`valid` with one spot broken, garbage, broken syntax) next to
 * 0–3 file parts `filePart` (named as `valid` names them or otherwise, holding PDFs, near-PDFs and garbage).
 */
export function multipartJsonBody(jsonPart: string, filePart: string, valid: unknown): fc.Arbitrary<FuzzBody> {
  const json = fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(valid)), weight: 1 },
    { arbitrary: mutatedBody(valid).map((value) => JSON.stringify(value) ?? 'null'), weight: 4 },
    { arbitrary: garbageValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
    { arbitrary: rawBody.filter((raw) => raw.length < 100_000), weight: 1 },
  );
  const file = fc.record({
    name: fc.oneof({ arbitrary: fc.constant(filePart), weight: 4 }, { arbitrary: fc.string({ maxLength: 10 }), weight: 1 }),
    filename: fc.option(fc.oneof(fc.constantFrom('a.pdf', 'b.pdf', '', 'x'.repeat(300)), fc.string({ maxLength: 20 })), {
      freq: 6,
    }),
    type: fc.option(fc.constantFrom('application/pdf', 'application/octet-stream', '')),
    content: PART_CONTENT,
  });
  return fc
    .tuple(json, fc.array(file, { maxLength: 3 }), fc.boolean())
    .map(([content, files, jsonAsFile]) => ({
      body: envelope('b0undary', [
        { name: jsonPart, filename: jsonAsFile ? 'meta.json' : null, type: null, content },
        ...files,
      ]),
      contentType: 'multipart/form-data; boundary=b0undary',
    }));
}
