import type { CSSProperties, ReactNode } from 'react';
import styles from './frame-box.module.css';

export interface FrameBoxProps {
  /** The box's height in CSS pixels (a merchant's setting); without it the caller's class sizes the box. */
  height?: number;
  /** Below 900 px wide the box is at most as tall as the viewport (a betting view above its results). */
  fitViewport?: boolean;
  /** The caller's own sizing or shape; it wins over the box's border and corners. */
  className?: string;
  /** The iframe that fills the box, or what shows while it has no address yet; nothing for a placeholder. */
  children?: ReactNode;
}

/** The bordered, clipped box an embedded page (a game, a sports book, a betting view) fills. */
export function FrameBox({ height, fitViewport, className, children }: FrameBoxProps) {
  const classes = [
    styles.box,
    height !== undefined ? styles.fixed : '',
    fitViewport ? styles.fitViewport : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = height !== undefined ? ({ '--frame-height': `${height}px` } as CSSProperties) : undefined;
  return (
    <div className={classes} style={style}>
      {children}
    </div>
  );
}

/** The words in the box while the embedded page's address is on its way. */
export function FrameLoading({ children }: { children: ReactNode }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      {children}
    </div>
  );
}
