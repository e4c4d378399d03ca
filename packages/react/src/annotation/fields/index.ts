// Field renderers of the annotation screen: text (plain, markdown, HTML, table), image, chat, custom, tabs.
export * from './FieldView';
export * from './FieldTabs';
export * from './TextFieldContent';
export * from './MarkdownContent';
export * from './renderMarkdown';
export * from './SandboxedHtml';
export * from './TableView';
export * from './ImageFieldContent';
export * from './ChatFieldContent';
export * from './CustomFieldContent';
export * from './HighlightedText';
export * from './useSearchHighlights';
export { SEARCH_HIGHLIGHT, supportsCssHighlights, addHighlightRanges } from './cssHighlights';
