import type { ReactNode } from 'react';
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
      <header className={styles.header}>
        <RenderNodes nodes={layout.header} path="layout › header" />
      </header>
      <main id="main" className={frame === 'game' ? styles.gameMain : styles.main}>
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
