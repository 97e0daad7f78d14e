import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { ChunkLoadTimeout } from '../widgets/lazy-with-timeout';
import { reportProblem } from './report-problem';
import styles from './renderer.module.css';

interface Props {
  path: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/**
 * One failing widget never blanks the page. A chunk that failed to load offers a
 * retry; other errors show the node path in development and nothing in production.
 */
export class NodeErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    reportProblem(this.props.path, error.message);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk =
      error instanceof ChunkLoadTimeout ||
      /dynamically imported module|Failed to fetch|Importing a module/i.test(error.message);
    if (isChunk) {
      return (
        <div className={styles.loadError} role="alert">
          <p>
            {error instanceof ChunkLoadTimeout ? (
              <Trans>Page load timeout.</Trans>
            ) : (
              <Trans>This part of the page could not load.</Trans>
            )}
          </p>
          <button type="button" onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </button>
        </div>
      );
    }
    if (import.meta.env.DEV) {
      return (
        <div className={styles.devError} role="alert">
          <strong>{this.props.path}</strong>: {error.message}
        </div>
      );
    }
    return null;
  }
}
