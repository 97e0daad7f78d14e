import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey block of the final content's size while it loads (no layout jump when it arrives). */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
}: {
  width?: number | string;
  height?: number;
  radius?: number;
}) {
  const style = {
    '--w': typeof width === 'number' ? `${width}px` : width,
    '--h': `${height}px`,
    ...(radius !== undefined ? { '--r': `${radius}px` } : {}),
  } as CSSProperties;
  return <span className={styles.block} style={style} aria-hidden="true" />;
}

/** Rows of blocks in the shape of a list or table. */
export function SkeletonRows({
  rows = 5,
  height = 44,
  label,
}: {
  rows?: number;
  height?: number;
  label: string;
}) {
  return (
    <div className={styles.rows} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}
