import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { NestedErrorView } from './NestedErrorView';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  onError?: (error: unknown) => void;
  resetKey?: unknown;
  children?: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches render errors below it and shows `fallback`; a new `resetKey` (another page) tries again. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface AppErrorBoundaryProps {
  /** Called with every caught error (the app reloads once on chunk-load failures). */
  onError?: (error: unknown) => void;
  /** Changing it (e.g. the location) clears a shown error. */
  resetKey?: unknown;
  children?: ReactNode;
}

/**
 * Shows the error page (status 500 and the error's message) when rendering fails below it, and the nested error
 * view when the error page fails too.
 *
 * @example
 * <AppErrorBoundary resetKey={location.pathname} onError={reloadOnChunkError}><Routes>…</Routes></AppErrorBoundary>
 */
export function AppErrorBoundary({ onError, resetKey, children }: AppErrorBoundaryProps) {
  return (
    <Boundary
      onError={onError}
      resetKey={resetKey}
      fallback={(error) => (
        <Boundary fallback={(nested) => <NestedErrorView error={nested} />}>
          <ErrorPage status={500} message={error instanceof Error && error.message ? error.message : undefined} />
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
