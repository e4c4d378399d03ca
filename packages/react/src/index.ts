// The React package re-exports the core so apps need one import.
export * from '@marginalia/core';

export {
  MarginaliaProvider,
  useMarginalia,
  useMarginaliaContext,
  useNavigation,
} from './provider/MarginaliaProvider';
export type { MarginaliaProviderProps } from './provider/MarginaliaProvider';
export type { MarginaliaContextValue, MarginaliaI18n } from './provider/MarginaliaContext';
export { DEFAULT_APP_LINKS } from './provider/AppLinks';
export type { AppInfo, AppLinks } from './provider/AppLinks';
export { createLocationNavigation } from './provider/NavigationAdapter';
export type { NavigationAdapter } from './provider/NavigationAdapter';

export { useStoreSelector, shallowEqual } from './hooks/useStoreSelector';
export type { ReadableStore } from './hooks/useStoreSelector';
export { useObserver, type ObservableResult } from './hooks/useObserver';
export { useSession } from './hooks/useSession';
export { useT, translateMessage } from './hooks/useT';
export { lazyModule } from './lazy/lazyModule';
export type { LazyModule } from './lazy/lazyModule';
export type { Translate } from './hooks/useT';
export { useScopedStyles } from './styles/useScopedStyles';

export { SignIn } from './sign-in/SignIn';
export type { SignInProps } from './sign-in/SignIn';
export { DatasetList } from './datasets/DatasetList';
export type { DatasetListProps } from './datasets/DatasetList';
export { annotationPath, datasetSettingsPath, absoluteUrl } from './datasets/datasetPaths';
export { AnnotationView } from './annotation/AnnotationView';
export type { AnnotationViewProps } from './annotation/AnnotationView';
export { useAnnotationStore } from './annotation/useAnnotationStore';
export type { AnnotationStore, UseAnnotationStoreOptions } from './annotation/useAnnotationStore';
export { useAnnotationShortcuts } from './annotation/useAnnotationShortcuts';
export type { ShortcutHandlers } from './annotation/useAnnotationShortcuts';
export * from './annotation/fields';
export * from './annotation/questions';
export { AnnotationToolbar } from './annotation/toolbar/AnnotationToolbar';
export { BulkView } from './annotation/bulk/BulkView';
export { FocusView } from './annotation/layout/FocusView';
export { SplitPane } from './annotation/layout/SplitPane';
export { PANEL_LIMITS } from './annotation/layout/panelSizes';
export { useAnnotationView } from './annotation/layout/AnnotationViewContext';
export type { AnnotationViewContextValue } from './annotation/layout/AnnotationViewContext';
export { ProgressPanel } from './annotation/ProgressPanel';
export { DatasetProgressView } from './progress/DatasetProgressView';
export type { DatasetProgressViewProps } from './progress/DatasetProgressView';
export { GuidelinesPanel } from './annotation/panels/GuidelinesPanel';
export { RangeSlider } from './annotation/filters/RangeSlider';
export { DatasetHeaderActions } from './annotation/layout/DatasetHeaderActions';
export type { DatasetHeaderActionsProps } from './annotation/layout/DatasetHeaderActions';
export { ErrorPage } from './error/ErrorPage';
export type { ErrorPageProps } from './error/ErrorPage';
export { AppHeader } from './layout/AppHeader';
export type { AppHeaderProps } from './layout/AppHeader';
export { Breadcrumbs } from './layout/Breadcrumbs';
export type { Breadcrumb, BreadcrumbsProps } from './layout/Breadcrumbs';
export { UserMenu, USER_SETTINGS_PATH } from './layout/UserMenu';
export type { UserMenuProps } from './layout/UserMenu';
export { PersistentStorageBanner } from './layout/PersistentStorageBanner';

// App shell (issue 6): home, sign-in variants, settings, themes, notifications, errors, sharing.
export { useLanguage } from './hooks/useLanguage';
export { useFormatters } from './hooks/useFormatters';
export type { Formatters } from './hooks/useFormatters';
export { useEnvironmentSettings } from './hooks/useEnvironmentSettings';
export { useCopyToClipboard } from './hooks/useCopyToClipboard';
export { THEME_PALETTES, themeVariables } from './styles/themePalettes';
export type { ThemePalette } from './styles/themePalettes';
export { applyTheme, connectTheme } from './theme/applyTheme';
export { ThemeSwitch } from './theme/ThemeSwitch';
export type { ThemeSwitchProps } from './theme/ThemeSwitch';
export { LanguageSwitch, LANGUAGE_NAMES } from './user-settings/LanguageSwitch';
export type { LanguageSwitchProps } from './user-settings/LanguageSwitch';
export { UserSettings } from './user-settings/UserSettings';
export { ApiKeyField, maskApiKey } from './user-settings/ApiKeyField';
export { Toaster } from './notifications/Toaster';
export type { ToasterProps } from './notifications/Toaster';
export { useNotificationsStore, useNotify } from './notifications/useNotifications';
export { useOnlineStatusNotifications } from './notifications/useOnlineStatusNotifications';
export { Home } from './home/Home';
export type { HomeProps } from './home/Home';
export { HomeSidebar } from './home/HomeSidebar';
export { HubImportForm } from './home/HubImportForm';
export type { HubImportFormProps } from './home/HubImportForm';
export { PythonImportDialog } from './home/PythonImportDialog';
export { ExampleDatasets } from './home/ExampleDatasets';
export { AnnotatorGuides } from './home/AnnotatorGuides';
export { ImportCard } from './home/ImportCard';
export { UserBadges } from './datasets/UserBadges';
export { ProviderButtons } from './sign-in/ProviderButtons';
export type { ProviderButtonsProps } from './sign-in/ProviderButtons';
export { HubWelcome } from './sign-in/HubWelcome';
export type { HubWelcomeProps } from './sign-in/HubWelcome';
export { OAuthCallback } from './sign-in/OAuthCallback';
export type { OAuthCallbackProps } from './sign-in/OAuthCallback';
export { startProviderLogin } from './sign-in/startProviderLogin';
export { AppErrorBoundary } from './error/AppErrorBoundary';
export type { AppErrorBoundaryProps } from './error/AppErrorBoundary';
export { NestedErrorView } from './error/NestedErrorView';
export { ShareProgressPage } from './share/ShareProgressPage';
export type { ShareProgressPageProps } from './share/ShareProgressPage';
export { ShareProgressControl } from './share/ShareProgressControl';
export type { ShareProgressControlProps } from './share/ShareProgressControl';
// Document viewer (pdf.js, loaded on demand)
export { DocumentViewer } from './documents/DocumentViewer';
export type { DocumentViewerProps } from './documents/DocumentViewer';
export { useDocumentSession } from './documents/useDocumentSession';
export type { DocumentSessionHookOptions } from './documents/useDocumentSession';
export { createPdfjsRenderer } from './documents/pdfjsRenderer';
export type { PdfRenderer, OpenedPdf, PageRendering, PageTargets } from './documents/PdfRenderer';
export { documentTexts } from './documents/documentTexts';
export * from './settings';

// Datasets from the hub and the export to the hub
export { DatasetCreation } from './creation/DatasetCreation';
export type { DatasetCreationProps } from './creation/DatasetCreation';
export { HubImport } from './creation/HubImport';
export type { HubImportProps } from './creation/HubImport';
export { ExportToHub } from './export/ExportToHub';
export type { ExportToHubProps } from './export/ExportToHub';
export { hubTexts } from './creation/hubTexts';

// Primitives (issue 12): the shared select, toggle, menu, popover and dialog.
export * from './primitives';

// Reference tables (issue 16): the Tabulator grid and the rich-text table editor, each loaded on demand.
export { LazyReferenceTable, LazyRichTextTableEditor } from './table/LazyReferenceTable';
export type { ReferenceTableProps, RowMenuContext } from './table/ReferenceTable';
export type { RichTextTableEditorProps } from './table/richText/RichTextTableEditor';
export type { TableMenuEntry } from './table/TableMenu';
export { referenceTableModule } from './table/referenceTableModule';
export { richTextTableModule } from './table/richText/richTextTableModule';
