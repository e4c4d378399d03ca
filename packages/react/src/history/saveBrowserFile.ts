import type { SaveFile } from '@marginalia/core';

/**
 * A `SaveFile` that downloads through the page `element` is in: a hidden link to the file's object URL, clicked
 * once, next to the element (inside its shadow root when it has one), then removed.
 *
 * @example
 * const save = saveBrowserFile(() => rootRef.current);
 */
export function saveBrowserFile(element: () => Element | null): SaveFile {
  return (file) => {
    const at = element();
    const view = at?.ownerDocument.defaultView;
    if (!at || !view) return;
    const url = view.URL.createObjectURL(new view.Blob([file.csv], { type: file.type }));
    const link = at.ownerDocument.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.hidden = true;
    at.append(link);
    link.click();
    link.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), 0);
  };
}
