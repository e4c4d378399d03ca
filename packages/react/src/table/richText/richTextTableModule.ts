import { lazyModule } from '../../lazy/lazyModule';

/** The rich-text table editor with tiptap, loaded on demand: only `use_table` text questions download it. */
export const richTextTableModule = lazyModule(() =>
  import('./RichTextTableEditor').then((module) => module.RichTextTableEditor),
);
