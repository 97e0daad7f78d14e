/** The default game icon (spec §8), drawn inline so it can never fail to load. */
export function DefaultGameIcon() {
  return (
    <svg viewBox="0 0 240 240" width="100%" height="100%" role="img" aria-hidden="true" focusable="false">
      <rect width="240" height="240" fill="var(--tsr-surface-sunken)" />
      <rect
        x="62"
        y="78"
        width="116"
        height="84"
        rx="18"
        fill="none"
        stroke="var(--tsr-text-muted)"
        strokeWidth="8"
      />
      <circle cx="96" cy="120" r="10" fill="var(--tsr-text-muted)" />
      <circle cx="144" cy="120" r="10" fill="var(--tsr-text-muted)" />
    </svg>
  );
}
