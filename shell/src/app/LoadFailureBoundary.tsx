import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead; `retry` renders the children again (a retryableLazy loads afresh). */
  fallback: (retry: () => void) => ReactNode;
  /** Try again by itself when the browser is back online (not for a menu: it would pop open). */
  retryWhenOnline?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a part of the shell loaded on demand (a header menu, the toaster, the install card, the
 * signed-in actions) from blanking the page when its code cannot be fetched: offline, opening the
 * Sign In menu threw a ChunkLoadError no boundary caught, and React unmounted the whole app.
 */
export class LoadFailureBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  override componentDidMount(): void {
    if (this.props.retryWhenOnline) window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = (): void => {
    if (this.state.failed) this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * A part loaded on demand that shows `fallback` while its code loads and, when that code cannot be
 * fetched (offline), until the browser is back online, when it loads again by itself: the toaster,
 * the install card, the signed-in header actions.
 */
export function LoadedWhenOnline({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <LoadFailureBoundary fallback={() => fallback} retryWhenOnline>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
