import styles from './rich-text.module.css';

interface Props {
  /**
   * Markup from the platform (notices, promotions, help articles, inbox messages), which the
   * platform sanitises as it serves it (server/services/content/safe-html.ts), so no sanitiser
   * ships to browsers; the portal's CSP refuses inline scripts and styles besides.
   */
  html: string;
  className?: string;
}

/** Platform markup styled with the theme. */
export function RichText({ html, className }: Props) {
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
