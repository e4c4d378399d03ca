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
export { createLocationNavigation } from './provider/NavigationAdapter';
export type { NavigationAdapter } from './provider/NavigationAdapter';

export { useStoreSelector, shallowEqual } from './hooks/useStoreSelector';
export type { ReadableStore } from './hooks/useStoreSelector';
export { useSession } from './hooks/useSession';
export { useT, translateMessage } from './hooks/useT';
export type { Translate } from './hooks/useT';
export { useScopedStyles } from './styles/useScopedStyles';

export { SignIn } from './sign-in/SignIn';
export type { SignInProps } from './sign-in/SignIn';
export { DatasetList } from './datasets/DatasetList';
export type { DatasetListProps } from './datasets/DatasetList';
export { annotationPath } from './datasets/DatasetCard';
export { AnnotationView } from './annotation/AnnotationView';
export type { AnnotationViewProps } from './annotation/AnnotationView';
export { useAnnotationStore } from './annotation/useAnnotationStore';
export type { AnnotationStore } from './annotation/useAnnotationStore';
export { annotationShortcutFor } from './annotation/annotationShortcut';
export type { AnnotationShortcut } from './annotation/annotationShortcut';
export { ErrorPage } from './error/ErrorPage';
export type { ErrorPageProps } from './error/ErrorPage';
export { AppHeader } from './layout/AppHeader';
export type { AppHeaderProps } from './layout/AppHeader';
export { Breadcrumbs } from './layout/Breadcrumbs';
export type { Breadcrumb, BreadcrumbsProps } from './layout/Breadcrumbs';
export { UserMenu } from './layout/UserMenu';
