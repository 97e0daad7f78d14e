import * as QRCode from 'qrcode/lib/core/qrcode';
import { useMemo } from 'react';
import styles from './qr-code.module.css';

interface QrCodeProps {
  value: string;
  /** Width and height in px. */
  size?: number;
  /** White quiet margin in px around the code; two modules when absent. */
  margin?: number;
  label: string;
}

/**
 * A QR code drawn as one SVG path from the encoder's modules: no image request, no
 * markup injected, crisp at any size.
 */
export function QrCode({ value, size = 148, margin, label }: QrCodeProps) {
  const { path, count, quiet } = useMemo(() => {
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    // The quiet zone in modules: a margin in px becomes its share of the drawn size.
    const q = margin === undefined ? 2 : (margin * n) / Math.max(1, size - 2 * margin);
    let d = '';
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) if (qr.modules.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
    return { path: d, count: n + 2 * q, quiet: q };
  }, [value, margin, size]);
  return (
    <svg
      className={styles.qr}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${count} ${count}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
