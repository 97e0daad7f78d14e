import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SiteNode } from '@schemas/site/node';
import type { SiteText } from '@schemas/site/text';
import { useSiteText } from '../i18n/use-site-text';
import styles from './centre-frame.module.css';

/** One page of a centre's menu, as the site lists it. */
export interface CentrePage<K extends string> {
  key: K;
  label: SiteText;
  node: SiteNode;
}

interface Props<K extends string> {
  /** The name of the menu's landmark ("Member centre", "Agent centre"). */
  menuLabel: string;
  /** What stands above the menu (who is signed in), or nothing. */
  summary: ReactNode;
  /** The pages the visitor may open, in menu order. */
  pages: readonly CentrePage<K>[];
  /** The page asked for; when it is not among `pages`, the centre's default, then the first. */
  requested: K;
  defaultPage: K;
  onChoose: (key: K) => void;
  /** What follows a page's label in the menu (a count of new items), if anything. */
  badge?: (key: K) => ReactNode;
  renderNode: ((node: SiteNode, path: string) => ReactNode) | undefined;
  nodePath: string;
}

/**
 * A centre's menu of pages and the active page beside it (a tab strip on a narrow screen);
 * the member and agent centres differ only in the pages, the summary and the badges.
 */
export function CentreFrame<K extends string>({
  menuLabel,
  summary,
  pages,
  requested,
  defaultPage,
  onChoose,
  badge,
  renderNode,
  nodePath,
}: Props<K>) {
  const text = useSiteText();
  const headingId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const active =
    pages.find((p) => p.key === requested) ?? pages.find((p) => p.key === defaultPage) ?? pages[0];

  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(menuRef.current?.querySelectorAll('button') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(i + (e.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={styles.frame}>
      <div className={styles.menu}>
        {summary}
        <nav aria-label={menuLabel}>
          <div ref={menuRef} className={styles.items} onKeyDown={onMenuKey}>
            {pages.map((p) => (
              <button
                key={p.key}
                type="button"
                className={styles.item}
                aria-current={p.key === active?.key ? 'page' : undefined}
                data-page={p.key}
                onClick={() => onChoose(p.key)}
              >
                <span className={styles.itemLabel}>{text(p.label)}</span>
                {badge?.(p.key)}
              </button>
            ))}
          </div>
        </nav>
      </div>
      <section className={styles.page} aria-labelledby={headingId}>
        {active ? (
          <>
            <h2 id={headingId} className={styles.pageTitle}>
              {text(active.label)}
            </h2>
            <div className={styles.pageBody}>
              {renderNode ? renderNode(active.node, `${nodePath} › ${active.key}`) : null}
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
