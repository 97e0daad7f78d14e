import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import styles from './rich-text.module.css';

interface Props {
  /** Markup from the platform (notices, promotions, help articles). */
  html: string;
  className?: string;
}

/** Platform markup, sanitised (no scripts, handlers, styles or frames) and styled with the theme. */
export function RichText({ html, className }: Props) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
