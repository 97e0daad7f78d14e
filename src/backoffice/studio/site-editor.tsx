import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { SiteEditorProps } from './site-editor-props';
import styles from './site-studio.module.css';

const SiteCodeEditor = lazy(() => import('./site-code-editor'));

/**
 * The schema-aware editor, loaded on first use. Until it arrives, and if it cannot load
 * (an old browser, a failed download), a plain text area edits the same text, so the
 * studio always works from the keyboard.
 */
export function SiteEditor(props: SiteEditorProps) {
  const fallback = <PlainEditor {...props} />;
  return (
    <div className={styles.editor}>
      <EditorBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <SiteCodeEditor {...props} />
        </Suspense>
      </EditorBoundary>
    </div>
  );
}

/** The text as a plain text area: the fallback of the code editor, and the editor of tests. */
export function PlainEditor({ value, onChange, label }: SiteEditorProps) {
  const { i18n } = useLingui();
  return (
    <textarea
      className={styles.plain}
      aria-label={label}
      aria-description={i18n._(msg`Plain text editor`)}
      value={value}
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
