import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import type { Site } from '@schemas/site/site';
import { RenderNodes } from '../renderer/render-node';
import styles from './page-frame.module.css';

interface Props {
  frame: 'full' | 'bare' | 'game';
  layout: Site['layout'];
  children: ReactNode;
}

/**
 * The regions around a page (spec §2): header, content, footer and side bars for
 * `full`; header and content for `game`; content alone for `bare`.
 */
export function PageFrame({ frame, layout, children }: Props) {
  if (frame === 'bare') return <main className={styles.bare}>{children}</main>;
  return (
    <>
      {/* The first stop of the keyboard: past the header and its menus to the page. */}
      <a className={styles.skipLink} href="#main" onClick={skipToMain}>
        <Trans>Skip to content</Trans>
      </a>
      <header className={styles.header}>
        <RenderNodes nodes={layout.header} path="layout › header" />
      </header>
      <main id="main" tabIndex={-1} className={frame === 'game' ? styles.gameMain : styles.main}>
        {children}
      </main>
      {frame === 'full' && (
        <>
          <aside className={styles.sidebars}>
            <RenderNodes nodes={layout.sidebars} path="layout › sidebars" />
          </aside>
          <footer className={styles.footer}>
            <RenderNodes nodes={layout.footer} path="layout › footer" />
          </footer>
        </>
      )}
    </>
  );
}

/** Focus the page itself; the address keeps no #main, so the router sees no navigation. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
