// The React package re-exports the core so apps need one import.
export * from '@marginalia/core';

export * from './provider/MarginaliaProvider';
export type { MarginaliaContextValue, MarginaliaI18n } from './provider/MarginaliaContext';
export * from './provider/AppLinks';
export * from './provider/NavigationAdapter';

export * from './hooks/useStoreSelector';
export * from './hooks/useObserver';
export * from './hooks/useSession';
export * from './hooks/useCoreSession';
export * from './hooks/useT';
export * from './lazy/lazyModule';
export * from './styles/useScopedStyles';

export * from './sign-in/SignIn';
export * from './sign-in/LazySignIn';
export * from './sign-in/accountTexts';
export { DatasetList } from './datasets/DatasetList';
export type { DatasetListProps } from './datasets/DatasetList';
export * from './datasets/datasetPaths';
export * from './annotation/AnnotationView';
// Named: the React AnnotationStore (the hook's result) shadows the core's type of that name.
export { useAnnotationStore } from './annotation/useAnnotationStore';
export type { AnnotationStore, UseAnnotationStoreOptions } from './annotation/useAnnotationStore';
export { preloadRenderers } from './annotation/preload/preloadRenderers';
export * from './annotation/useAnnotationShortcuts';
export * from './annotation/fields';
export * from './annotation/questions';
export { AnnotationToolbar } from './annotation/toolbar/AnnotationToolbar';
export { BulkView } from './annotation/bulk/BulkView';
export { FocusView } from './annotation/layout/FocusView';
export { useAnnotationView } from './annotation/view/AnnotationViewContext';
export type { AnnotationViewContextValue } from './annotation/view/AnnotationViewContext';
export { ProgressPanel } from './annotation/ProgressPanel';
export * from './progress/DatasetProgressView';
export { GuidelinesPanel } from './annotation/panels/GuidelinesPanel';
export { RangeSlider } from './annotation/filters/RangeSlider';
export * from './annotation/layout/DatasetHeaderActions';
export * from './error/ErrorPage';
export * from './layout/AppHeader';
export { Breadcrumbs } from './layout/Breadcrumbs';
export type { Breadcrumb, BreadcrumbsProps } from './layout/Breadcrumbs';
export * from './layout/UserMenu';
export * from './layout/PersistentStorageBanner';

// App shell (issue 6): home, sign-in variants, settings, themes, notifications, errors, sharing.
export * from './hooks/useLanguage';
export * from './hooks/useFormatters';
export * from './hooks/useEnvironmentSettings';
export { useCopyToClipboard } from './hooks/useCopyToClipboard';
export * from './styles/themePalettes';
export * from './theme/applyTheme';
export * from './theme/ThemeSwitch';
export * from './user-settings/LanguageSwitch';
export * from './user-settings/UserSettings';
export * from './user-settings/ApiKeyField';
export * from './notifications/Toaster';
export { LazyToaster } from './notifications/LazyToaster';
export * from './notifications/useNotifications';
export * from './notifications/useOnlineStatusNotifications';
export * from './home/Home';
export * from './home/HomeSidebar';
export * from './home/HubImportForm';
export { PythonImportDialog } from './home/PythonImportDialog';
export * from './home/ExampleDatasets';
export * from './home/homeTexts';
export * from './home/AnnotatorGuides';
export * from './home/ImportCard';
export { UserBadges } from './datasets/UserBadges';
export * from './sign-in/ProviderButtons';
// Named: the HubWelcome component shadows the core's HubWelcome type.
export { HubWelcome } from './sign-in/HubWelcome';
export type { HubWelcomeProps } from './sign-in/HubWelcome';
export * from './sign-in/OAuthCallback';
export * from './sign-in/startProviderLogin';
export * from './error/AppErrorBoundary';
export { NestedErrorView } from './error/NestedErrorView';
export * from './share/ShareProgressPage';
export { ShareProgressControl } from './share/ShareProgressControl';
export type { ShareProgressControlProps } from './share/ShareProgressControl';
// Document viewer (pdf.js, loaded on demand)
export * from './documents/DocumentViewer';
export * from './documents/useDocumentSession';
export * from './documents/pdfjsRenderer';
export * from './documents/PdfRenderer';
export * from './documents/documentTexts';
export * from './settings';
// Model suggestions: pre-annotation by a configured model, a section of the dataset settings (issue 30)
export * from './modelSuggestions';

// Comments on records: the thread, the record header's button, the comments filter, mention notifications (issue #29)
export * from './annotation/comments';
// Review: the reviewer's queue with every annotator's answers side by side (issue #28)
export * from './review';
// History: a record's changes with who and when, and a dataset's history with its CSV download (issue #29)
export * from './history';
// Agreement: inter-annotator agreement per question and per annotator, for reviewers (issue #28)
export * from './agreement';

// Datasets from the hub and the export to the hub
export * from './creation/DatasetCreation';
export * from './home/HubImport';
export * from './export/ExportToHub';
export * from './creation/hubTexts';

// Primitives (issue 12): the shared select, toggle, menu, popover and dialog.
export * from './primitives';

// Reference tables (issue 16): the Tabulator grid and the rich-text table editor, each loaded on demand.
export * from './table/LazyReferenceTable';
export type { ReferenceTableProps, RowMenuContext } from './table/ReferenceTable';
export type { RichTextTableEditorProps } from './table/richText/RichTextTableEditor';
export type { TableMenuEntry } from './table/TableMenu';
export * from './table/referenceTableModule';
export * from './table/richText/richTextTableModule';
