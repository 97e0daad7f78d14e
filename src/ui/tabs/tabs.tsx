import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Tabs with arrow-key navigation; the panel is the caller's, labelled by the tab. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange(key: K): void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = items.findIndex((t) => t.key === value);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length];
    if (next) {
      onChange(next.key);
      document.getElementById(`${id}-${next.key}`)?.focus();
    }
  };
  return (
    <div className={styles.tabs}>
      {items.length > 1 && (
        <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
          {items.map((t) => (
            <button
              key={t.key}
              id={`${id}-${t.key}`}
              type="button"
              role="tab"
              aria-selected={t.key === value}
              aria-controls={`${id}-panel`}
              tabIndex={t.key === value ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
      <div
        role={items.length > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={items.length > 1 ? `${id}-${value}` : undefined}
      >
        {children}
      </div>
    </div>
  );
}
