import { expect } from 'vitest';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `url` a reader of a document gets for its own PDF: the file's path with a signed link (`expires`, `signature`). */
export function signedPdfUrl(workspaceName: string, documentId: string): unknown {
  const path = `/api/v1/file/${encodeURIComponent(workspaceName)}/pdf/${documentId}`;
  return expect.stringMatching(new RegExp(`^${escaped(path)}\\?expires=\\d{10}&signature=[A-Za-z0-9_-]{43}$`));
}
