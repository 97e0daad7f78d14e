/** Line icons for nav items and shortcuts, by the names site.json uses (`icon`). */
const PATHS: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v10h5v-6h3v6h5V10',
  live: 'M4 6h16v10H4zM8 20h8M12 16v4M10 9.5v3l3-1.5z',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14M4 12h16',
  fish: 'M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2Zm4-1h.01',
  cards:
    'M7 4h9a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm4.5 5.5c-1.5 1-2.5 2-2.5 3a1.5 1.5 0 0 0 2.5 1.1V15h1v-1.4A1.5 1.5 0 0 0 15 12.5c0-1-1-2-2.5-3Z',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5 3.5 2.5-1.3 4H9.8l-1.3-4Zm0-4.5v4.5M15.5 10l4.5-1.5M14.2 14l2.8 4M9.8 14 7 18M8.5 10 4 8.5',
  esports:
    'M7 8h10a4 4 0 0 1 4 4l1 4a2.5 2.5 0 0 1-4.5 1.6L16 16H8l-1.5 1.6A2.5 2.5 0 0 1 2 16l1-4a4 4 0 0 1 4-4Zm1 2.5v3M6.5 12h3M15 11h.01M17 13h.01',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-1 3h2v4',
  cockfight:
    'M14 4c2 0 3 1.5 3 3l3 1-3 1v3a6 6 0 0 1-6 6H8l-2 3M14 4c-1 2-1 3 0 4M9 18l-1 3M12 18l1 3M5 14c0-3 2-5 5-5',
  gift: 'M4 9h16v4H4zM6 13h12v8H6zM12 9v12M12 9c-2-4-6-4-6-1 0 1 1 1 6 1Zm0 0c2-4 6-4 6-1 0 1-1 1-6 1Z',
  phone:
    'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3Zm3 15h2',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .8 3 3 3 6',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-2.5 6.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6M12 17v.01',
  mall: 'M5 8h14l-1 12H6L5 8Zm3 0V6a4 4 0 0 1 8 0v2',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6-7 8',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2M14 18h2v2M18 18h2v2M6.5 6.5h1v1h-1zM16.5 6.5h1v1h-1zM6.5 16.5h1v1h-1z',
  invite: 'M15 8a3 3 0 1 0-6 0 3 3 0 0 0 6 0ZM4 20c0-3.9 3.6-7 8-7 1.2 0 2.4.2 3.4.7M19 14v6M16 17h6',
  promotion: 'M4 9h16v4H4zM6 13h12v8H6zM12 9v12M12 9c-2-4-6-4-6-1 0 1 1 1 6 1Zm0 0c2-4 6-4 6-1 0 1-1 1-6 1Z',
  notice: 'M4 10v4h3l5 4V6l-5 4H4Zm12 0a3 3 0 0 1 0 4',
  /** A clipboard with lines: the feedback form (a speech bubble would read as chat). */
  feedback: 'M9 4h6v3H9zM15 5.5h3V20H6V5.5h3M9 11h6M9 14.5h6M9 18h3.5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  signOut: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h11',
  close: 'M6 6l12 12M18 6 6 18',
  service:
    'M5 13v-2a7 7 0 0 1 14 0v2M5 13a2 2 0 0 0 2 2h1v-5H7a2 2 0 0 0-2 2Zm14 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2Zm-3 2v1a3 3 0 0 1-3 3h-2',
};

export const NAV_ICON_NAMES = Object.keys(PATHS);

/** A line icon; unknown names draw a dot so a typo never breaks the layout. */
export function NavIcon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const d = PATHS[name];
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className}>
      {d ? (
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      )}
    </svg>
  );
}
