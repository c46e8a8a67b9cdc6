import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';

interface State {
  error?: unknown;
}

/** Catches uncaught render errors below it and shows an error display instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    // Navigating elsewhere clears the error.
    if (prev.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div role="alert" className="m-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <div className="font-semibold">Sorry.. there was an error.</div>
        <pre className="mt-2 whitespace-pre-wrap">{errorMessage(this.state.error)}</pre>
      </div>
    );
  }
}
