import { Extension, type Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { fixTables } from '@tiptap/pm/tables';

/** Positions of the first-row cells that are not header cells, in every table of the document. */
function cellsMissingHeader(doc: ProseMirrorNode): number[] {
  const positions: number[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'table') return true;
    const firstRow = node.firstChild;
    if (!firstRow) return false;
    let offset = pos + 2; // inside the table, inside its first row
    firstRow.forEach((cell) => {
      if (cell.type.name !== 'tableHeader') positions.push(offset);
      offset += cell.nodeSize;
    });
    return false;
  });
  return positions;
}

/**
 * Repairs the tables of a freshly loaded document (spec 2 §4): uneven rows and bad spans are fixed
 * (prosemirror-tables' `fixTables`), and a table whose first row is not a header row gets one.
 */
export function repairTables(editor: Editor): boolean {
  const fixed = fixTables(editor.state);
  // A repair on load is not an edit: no undo step, no update event (the answer stays as it was until edited).
  if (fixed) editor.view.dispatch(fixed.setMeta('addToHistory', false).setMeta('preventUpdate', true));
  const missing = cellsMissingHeader(editor.state.doc);
  const header = editor.schema.nodes.tableHeader;
  if (missing.length === 0 || !header) return Boolean(fixed);
  const tr = editor.state.tr;
  for (const pos of missing) tr.setNodeMarkup(pos, header);
  editor.view.dispatch(tr.setMeta('addToHistory', false).setMeta('preventUpdate', true));
  return true;
}

/** Runs {@link repairTables} once the editor has its content. */
export const TableRepair = Extension.create({
  name: 'tableRepair',
  onCreate() {
    repairTables(this.editor);
  },
});
