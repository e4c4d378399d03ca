import type { ComponentProps } from 'react';
import { useT } from '../hooks/useT';
import { useRequiredLazyModule } from '../lazy/useLazyModule';
import { referenceTableModule } from './referenceTableModule';
import type { ReferenceTableProps } from './ReferenceTable';
import { richTextTableModule } from './richText/richTextTableModule';
import type { RichTextTableEditorProps } from './richText/RichTextTableEditor';

function Loading() {
  const t = useT();
  return (
    <p className="mg-status" role="status">
      {t('annotation.loading')}
    </p>
  );
}

/**
 * The reference table, its grid library loaded on demand (a page without a table never downloads it).
 *
 * @example
 * <LazyReferenceTable value={table} onChange={save} label="Outcomes" loadSchema={loadSchema} />
 */
export function LazyReferenceTable(props: ReferenceTableProps) {
  const ReferenceTable = useRequiredLazyModule(referenceTableModule);
  return ReferenceTable ? <ReferenceTable {...props} /> : <Loading />;
}

/** The rich-text table editor, its editor library loaded on demand. */
export function LazyRichTextTableEditor(props: RichTextTableEditorProps) {
  const Editor = useRequiredLazyModule(richTextTableModule);
  return Editor ? <Editor {...(props as ComponentProps<typeof Editor>)} /> : <Loading />;
}
