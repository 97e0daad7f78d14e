import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './dropdown.module.css';

export interface DropdownProps {
  /** What the button shows. */
  button: ReactNode;
  /**
   * Accessible name of the button when its content is an icon or a code. It must hold the
   * words the button shows, if any (WCAG 2.5.3, label in name).
   */
  buttonLabel: string;
  /** Accessible name of the panel; the button's when absent. */
  panelLabel?: string;
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  /** `menu`: items are menuitems moved through with the arrow keys; `dialog`: free content. */
  kind?: 'menu' | 'dialog';
  /** The panel's content; `close` hides it (after a choice). */
  children: (close: () => void) => ReactNode;
}

const ITEM = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

/**
 * A button with a panel below it: opens on click, closes on escape (focus back on the
 * button), on a click outside or after a choice. Menus move with the arrow keys.
 */
export function Dropdown({
  button,
  buttonLabel,
  panelLabel = buttonLabel,
  buttonClassName,
  align = 'end',
  kind = 'menu',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonId = useId();

  // Looked up by id rather than a ref: `close` is handed to the content while rendering.
  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };

  // Lined up with its button, a panel may reach past the screen's edge (a button near the start
  // of a phone's top bar, a panel lined up with its end): moved back in before it is painted.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const box = panel.getBoundingClientRect();
    const room = document.documentElement.clientWidth;
    const margin = 8;
    const shift =
      box.left < margin ? margin - box.left : box.right > room - margin ? room - margin - box.right : 0;
    panel.style.translate = shift ? `${Math.round(shift)}px 0` : '';
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    // A selector list matches in document order, so the checked item is looked up on its own.
    const panel = panelRef.current;
    const first =
      kind === 'menu'
        ? (panel?.querySelector<HTMLElement>('[aria-checked="true"]') ??
          panel?.querySelector<HTMLElement>(ITEM))
        : panel?.querySelector<HTMLElement>('a,button,input');
    first?.focus();
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, kind]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
      return;
    }
    if (kind !== 'menu' || !open || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? items.length - 1
          : (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[to]?.focus();
    e.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      <button
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className={`${styles.panel} ${align === 'start' ? styles.start : styles.end}`}
          role={kind === 'menu' ? 'menu' : 'dialog'}
          aria-label={panelLabel}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
