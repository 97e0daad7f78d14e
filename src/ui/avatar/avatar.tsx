import styles from './avatar.module.css';

/** Hues of the twelve built-in avatars (a1...a12). */
const HUES = [12, 38, 62, 95, 140, 172, 198, 222, 250, 278, 305, 335];

/**
 * A member's avatar: one of twelve built-in gradient discs with the initial, so no
 * image is fetched and nothing shifts. `decorative` where the name is written beside it,
 * so assistive technology does not read it twice.
 */
export function Avatar({
  avatar,
  name,
  size = 40,
  decorative = false,
}: {
  avatar: string;
  name: string;
  size?: number;
  decorative?: boolean;
}) {
  const index = Math.max(0, Math.min(11, Number(avatar.replace(/\D/g, '')) - 1 || 0));
  const hue = HUES[index] ?? 200;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <svg
      className={styles.avatar}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <defs>
        <linearGradient id={`av-${index}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 80% 62%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 40%)`} />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="20" fill={`url(#av-${index})`} />
      <text x="20" y="26" textAnchor="middle" fontSize="17" fontWeight="700" fill="#fff">
        {initial}
      </text>
    </svg>
  );
}
