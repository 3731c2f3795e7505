import { Component, type ReactNode } from 'react';
import { Button, Spinner } from '../ui/Button';

/** SPEC §2: signed in but not ready yet, with any initialisation error beneath. */
export function LoadingWorkspace({ error, onRetry }: { error?: string | null; onRetry?: () => void }) {
  return (
    <div className="kl-loading" role="status">
      <img src="/icon.svg" alt="" width="56" height="56" />
      {!error && <Spinner size="lg" />}
      <p className="kl-loading-text">Loading your workspace...</p>
      {error && (
        <>
          <p className="kl-loading-error">{error}</p>
          {onRetry && <Button onClick={onRetry}>Try again</Button>}
        </>
      )}
    </div>
  );
}

/** Catches a failed start (e.g. the server is unreachable) and shows it under the loading text. */
export class StartupBoundary extends Component<
  { children: ReactNode },
  { error: string | null; attempt: number }
> {
  override state = { error: null as string | null, attempt: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error)
      return (
        <LoadingWorkspace
          error={`Error while initialing data: ${this.state.error}`}
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
