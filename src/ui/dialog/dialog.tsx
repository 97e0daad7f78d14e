import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Modal } from '../modal/modal';
import { DialogIconBadge, type DialogIcon } from './dialog-icon';
import styles from './dialog.module.css';

export type { DialogIcon };

export interface DialogButton {
  /** What the dialog resolves with when this button is pressed. */
  id: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** The button Enter presses; the first button when none is marked. */
  isDefault?: boolean;
}

/** Spec §9: the dialog is 400 px wide. */
export const DIALOG_WIDTH = 400;

export interface DialogProps {
  open: boolean;
  icon?: DialogIcon;
  title?: string;
  /** Rich text from the platform, which sanitised it as it served it. */
  html?: string;
  /** Plain text, when there is no markup. */
  text?: string;
  /** Default: one CLOSE button. */
  buttons?: DialogButton[];
  /** Close by itself after this many ms (resolves with null). */
  timeoutMs?: number;
  /** A click on the cover (background) closes it. */
  coverClose?: boolean;
  /** The pressed button's id, or null when dismissed (escape, cover, time-out). */
  onResult: (result: string | null) => void;
  /** The dialog has left the screen (after its exit animation). */
  onHidden?: () => void;
}

/**
 * The dialog helper of spec §2/§9: icon, title, html, buttons, optional time-out and
 * cover-click close; width 400; escape (key 27) closes; enter presses the default button.
 */
export function Dialog({
  open,
  icon,
  title,
  html,
  text,
  buttons,
  timeoutMs,
  coverClose = false,
  onResult,
  onHidden,
}: DialogProps) {
  const { t } = useLingui();
  const list = useMemo<DialogButton[]>(
    () => (buttons && buttons.length > 0 ? buttons : [{ id: 'close', label: t`Close`, isDefault: true }]),
    [buttons, t],
  );
  const defaultIndex = Math.max(
    0,
    list.findIndex((b) => b.isDefault),
  );
  const defaultRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);
  // One answer per opening, whichever comes first (button, escape, cover, time-out).
  const answer = useCallback((result: string | null) => {
    if (answered.current) return;
    answered.current = true;
    onResultRef.current(result);
  }, []);
  useEffect(() => {
    if (open) answered.current = false;
  }, [open]);

  useEffect(() => {
    if (!open || !timeoutMs) return;
    const timer = setTimeout(() => answer(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs, answer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A focused button presses itself; anywhere else Enter means the default button.
    if (event.key !== 'Enter' || (event.target as Element).closest('button, a, textarea')) return;
    event.preventDefault();
    defaultRef.current?.click();
  };

  const label = title ?? text ?? t`Notice`;
  return (
    <Modal
      open={open}
      label={label}
      width={DIALOG_WIDTH}
      height="auto"
      closeOnBackdrop={coverClose}
      showClose={false}
      className={styles.dialog}
      onBoxKeyDown={onKeyDown}
      onClose={() => answer(null)}
      onStageChange={(stage) => stage === 'hidden' && onHidden?.()}
    >
      <div className={styles.content}>
        {icon && <DialogIconBadge icon={icon} />}
        {title && <h2 className={styles.title}>{title}</h2>}
        {html ? (
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          text && <p className={styles.text}>{text}</p>
        )}
        {timeoutMs ? (
          <div className={styles.timer} aria-hidden="true">
            <span className={styles.timerBar} style={{ animationDuration: `${timeoutMs}ms` }} />
          </div>
        ) : null}
      </div>
      <div className={styles.buttons}>
        {list.map((b, i) => (
          <button
            key={b.id}
            type="button"
            ref={i === defaultIndex ? defaultRef : undefined}
            data-autofocus={i === defaultIndex ? '' : undefined}
            className={`${styles.button} ${styles[b.variant ?? (i === defaultIndex ? 'primary' : 'secondary')]}`}
            onClick={() => answer(b.id)}
          >
            {b.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
