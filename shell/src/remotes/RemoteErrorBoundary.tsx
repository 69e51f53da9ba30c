import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  /** Which portal this guards (for the log line). */
  name: string;
  /** Changing it (e.g. the path) clears a caught error and tries again. */
  resetKey: string;
  onReset: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a portal that fails to load or throws from blanking the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The "${this.props.name}" portal failed`, error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = (): void => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
