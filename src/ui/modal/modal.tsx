import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useModalStage, type ModalStage } from './modal-stage';
import { useDrag } from './use-drag';
import styles from './modal.module.css';

/** Why a modal asks to close. */
export type CloseReason = 'escape' | 'backdrop' | 'button';

/** Spec §9 defaults: width 600, height 300, delay 0. */
export const MODAL_DEFAULTS = { width: 600, height: 300, delay: 0 } as const;
/** Spec §9: the product modal waits 100 ms, fades, is draggable and ignores background clicks. */
export const PRODUCT_MODAL_DEFAULTS = { delay: 100, draggable: true, closeOnBackdrop: false } as const;

/** Longest exit transition in modal.module.css; the dialog leaves the top layer after it. */
const EXIT_MS = 180;
const FIRST_FOCUS = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]';

export interface ModalProps {
  open: boolean;
  /** The modal asks to close; the owner sets `open` to false (explicit hide). */
  onClose: (reason: CloseReason) => void;
  /** Accessible name; also the visible title of a product modal's header. */
  label: string;
  /**
   * `product`: header with title as drag handle, fade only, 100 ms delay, no background
   * close. `drawer`: a full-height sheet sliding in from the start edge (phone navigation).
   */
  variant?: 'default' | 'product' | 'drawer';
  /** Width in px (shrinks to the screen on phones). */
  width?: number;
  /** Minimum height in px, or `auto` to fit the content. */
  height?: number | 'auto';
  /** Milliseconds between the overlay and the box appearing. */
  delay?: number;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /** The round close button in the corner. */
  showClose?: boolean;
  draggable?: boolean;
  /** Extra class for the box (e.g. the dialog's look). */
  className?: string;
  /** Keyboard handling of the content (the dialog's enter key). */
  onBoxKeyDown?: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
  /** Told each stage change (tests and analytics). */
  onStageChange?: (stage: ModalStage) => void;
  children: ReactNode;
}

/** Move focus into the box: an element marked data-autofocus, else the first focusable, else the box. */
function focusInitial(box: HTMLElement): void {
  const target =
    box.querySelector<HTMLElement>('[data-autofocus]') ?? box.querySelector<HTMLElement>(FIRST_FOCUS);
  (target ?? box).focus({ preventScroll: true });
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The portal's modal (spec §2, §9): stages hidden, overlay, box with a delay; closes on
 * escape, on a background click when allowed, or when the owner hides it; fades and
 * scales in 150-200 ms with CSS (fade only for the product modal, nothing under reduced
 * motion). A native `<dialog>` shown with `showModal()`: the browser puts it in the top
 * layer, makes the page behind inert (focus stays inside), sends escape to the topmost
 * one only, and gives focus back to the opener when it closes.
 */
export function Modal(props: ModalProps) {
  const product = props.variant === 'product';
  const drawer = props.variant === 'drawer';
  const {
    open,
    onClose,
    label,
    width = MODAL_DEFAULTS.width,
    height = MODAL_DEFAULTS.height,
    delay = product ? PRODUCT_MODAL_DEFAULTS.delay : MODAL_DEFAULTS.delay,
    closeOnBackdrop = !product,
    closeOnEscape = true,
    showClose = true,
    draggable = product,
    className,
    onBoxKeyDown,
    onStageChange,
    children,
  } = props;
  const { t } = useLingui();
  const [stage, setStage] = useModalStage(open, delay);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const { onPointerDown: onHandleDown, reset: resetDrag } = useDrag(boxRef, draggable);
  const tellStage = useEffectEvent((s: ModalStage) => onStageChange?.(s));
  // Closing: the owner hid it; what is on screen plays its exit, then the dialog goes.
  const closing = !open && stage !== 'hidden';
  // Whether the box has been on screen this opening (so it stays for its exit).
  const [boxShown, setBoxShown] = useState(false);
  if (stage === 'box' && !boxShown) setBoxShown(true);
  if (stage === 'hidden' && boxShown) setBoxShown(false);

  useEffect(() => {
    tellStage(stage);
  }, [stage]);

  // Into the top layer as soon as the overlay is in the page.
  const visible = stage !== 'hidden';
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (visible && !closing && dialog && !dialog.open) dialog.showModal();
  }, [visible, closing]);

  useEffect(() => {
    if (open) resetDrag();
  }, [open, resetDrag]);

  // The browser focuses the first focusable element on showModal, which may be the box itself
  // (tabindex -1) or nothing yet (the box comes after a delay): the box's own choice wins.
  useEffect(() => {
    const box = boxRef.current;
    const active = document.activeElement;
    if (stage === 'box' && box && (active === box || !box.contains(active))) focusInitial(box);
  }, [stage]);

  // Content that arrives after the box (a form whose fields load) may name where typing starts:
  // focus moves there, unless the player has already moved it.
  useEffect(() => {
    const box = boxRef.current;
    if (stage !== 'box' || !box || box.querySelector('[data-autofocus]')) return;
    const initial = document.activeElement;
    const observer = new MutationObserver(() => {
      const target = box.querySelector<HTMLElement>('[data-autofocus]');
      if (!target) return;
      observer.disconnect();
      if (document.activeElement === initial) target.focus({ preventScroll: true });
    });
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [stage]);

  // The dialog closes at once (the page behind takes clicks and keys again, and the browser
  // returns focus) while CSS plays its exit from the top layer; then it unmounts.
  useEffect(() => {
    if (!closing) return;
    dialogRef.current?.close();
    const timer = setTimeout(() => setStage('hidden'), reducedMotion() ? 0 : EXIT_MS);
    return () => clearTimeout(timer);
  }, [closing, setStage]);

  const sizeVars = {
    '--modal-width': `${width}px`,
    '--modal-height': height === 'auto' ? 'auto' : `${height}px`,
  } as CSSProperties;
  const showBox = stage === 'box' || (closing && boxShown);

  const tree = visible && (
    <dialog
      ref={dialogRef}
      className={`${styles.overlay} ${drawer ? styles.drawerOverlay : ''}`}
      data-stage={stage}
      data-closing={closing ? '' : undefined}
      data-testid="modal-overlay"
      {...(product ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      style={sizeVars}
      onKeyDown={(e) => {
        // Escape is answered here first: a handled keydown stops the browser's close request,
        // so a modal that may not be dismissed is never closed by a repeated escape (Chromium
        // lets a refused cancel through without user activation). The innermost modal answers;
        // one around it in the React tree sees the key handled.
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        if (closeOnEscape && open) onClose('escape');
      }}
      onCancel={(e) => {
        // React passes a nested modal's cancel and close up its tree: only this dialog's count.
        if (e.target !== e.currentTarget) return;
        // Escape with focus outside the box (on the page body): the owner decides (it sets
        // `open`), so the browser never closes it by itself.
        e.preventDefault();
        if (closeOnEscape && open) onClose('escape');
      }}
      onClose={(e) => {
        // Closed by the browser all the same (a repeated escape with the cancel refused).
        if (e.target !== e.currentTarget || closing || !dialogRef.current) return;
        if (closeOnEscape && open) onClose('escape');
        else dialogRef.current.showModal();
      }}
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // A press that started inside the box and ended outside is not a background click.
        if (e.target === e.currentTarget && pressedOnBackdrop.current && closeOnBackdrop && open)
          onClose('backdrop');
        pressedOnBackdrop.current = false;
      }}
    >
      {showBox && (
        <div
          ref={boxRef}
          tabIndex={-1}
          data-testid="modal-box"
          className={`${styles.box} ${product ? styles.product : ''} ${drawer ? styles.drawer : ''} ${showClose && !product ? styles.cornerClose : ''} ${className ?? ''}`}
          onKeyDown={onBoxKeyDown}
        >
          {product && (
            <div
              className={`${styles.header} ${draggable ? styles.handle : ''}`}
              onPointerDown={onHandleDown}
              data-testid="modal-handle"
            >
              <h2 id={titleId} className={styles.title}>
                {label}
              </h2>
            </div>
          )}
          {showClose && (
            <button
              type="button"
              className={styles.close}
              aria-label={t`Close`}
              onClick={() => onClose('button')}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
          {/* Focusable so keyboard users can scroll long content. */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
  return typeof document === 'undefined' ? null : createPortal(tree, document.body);
}
