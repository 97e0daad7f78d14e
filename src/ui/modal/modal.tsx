import { useLingui } from '@lingui/react/macro';
import { AnimatePresence, LazyMotion, m, MotionConfig, useReducedMotion } from 'framer-motion';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { focusInitial, trapTab, useReturnFocus } from './focus-trap';
import { useModalStage, type ModalStage } from './modal-stage';
import { isTopModal, pushModal, removeModal } from './modal-stack';
import { useDrag } from './use-drag';
import styles from './modal.module.css';

/** Why a modal asks to close. */
export type CloseReason = 'escape' | 'backdrop' | 'button';

/** Spec §9 defaults: width 600, height 300, delay 0. */
export const MODAL_DEFAULTS = { width: 600, height: 300, delay: 0 } as const;
/** Spec §9: the product modal waits 100 ms, fades, is draggable and ignores background clicks. */
export const PRODUCT_MODAL_DEFAULTS = { delay: 100, draggable: true, closeOnBackdrop: false } as const;

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

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

/**
 * The portal's modal (spec §2, §9): stages hidden, overlay, box with a delay; closes on
 * escape, on a background click when allowed, or when the owner hides it; fades and
 * scales in 150-200 ms (fade only for the product modal and under reduced motion);
 * traps focus while open and gives it back when closed.
 */
export function Modal(props: ModalProps) {
  const product = props.variant === 'product';
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
  const [id] = useState(() => Symbol('modal'));
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const drag = useDrag(boxRef, draggable);
  const requestClose = useEffectEvent((reason: CloseReason) => onClose(reason));
  const tellStage = useEffectEvent((s: ModalStage) => onStageChange?.(s));

  useReturnFocus(open, stage === 'hidden');
  useEffect(() => {
    tellStage(stage);
  }, [stage]);

  const visible = stage !== 'hidden';
  useEffect(() => {
    if (!visible) return;
    pushModal(id);
    return () => removeModal(id);
  }, [id, visible]);

  useEffect(() => {
    if (stage === 'hidden') return;
    const onKey = (event: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (event.key === 'Escape' && closeOnEscape && open && !event.defaultPrevented) {
        event.preventDefault();
        requestClose('escape');
      } else if (boxRef.current) trapTab(event, boxRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id, stage, closeOnEscape, open]);

  useEffect(() => {
    if (stage === 'box' && boxRef.current && !boxRef.current.contains(document.activeElement)) {
      focusInitial(boxRef.current);
    }
  }, [stage]);

  const sizeVars = {
    '--modal-width': `${width}px`,
    '--modal-height': height === 'auto' ? 'auto' : `${height}px`,
  } as CSSProperties;
  const drawer = props.variant === 'drawer';
  // Asked for less motion: no fade either (MotionConfig only stills movement), so a dialog is
  // drawn at once in its final colours, as read by the player and by contrast checks.
  const still = useReducedMotion() === true;
  const boxMotion = product
    ? { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 } }
    : drawer
      ? { initial: { x: '-100%' }, animate: { x: 0 }, exit: { x: '-100%' } }
      : {
          initial: { opacity: 0, scale: 0.96 },
          animate: { opacity: 1, scale: 1 },
          exit: { opacity: 0, scale: 0.96 },
        };

  const tree = (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {stage !== 'hidden' && (
            <m.div
              key="overlay"
              className={`${styles.overlay} ${drawer ? styles.drawerOverlay : ''}`}
              data-stage={stage}
              data-testid="modal-overlay"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              transition={still ? { duration: 0 } : { duration: 0.15, ease: 'easeOut' }}
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
              <AnimatePresence onExitComplete={() => !open && setStage('hidden')}>
                {stage === 'box' && (
                  <m.div
                    key="box"
                    ref={boxRef}
                    role="dialog"
                    aria-modal="true"
                    {...(product ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
                    tabIndex={-1}
                    className={`${styles.box} ${product ? styles.product : ''} ${drawer ? styles.drawer : ''} ${className ?? ''}`}
                    style={drawer ? sizeVars : { ...sizeVars, x: drag.x, y: drag.y }}
                    transition={still ? { duration: 0 } : { duration: 0.18, ease: [0.2, 0.8, 0.2, 1] }}
                    onKeyDown={onBoxKeyDown}
                    {...boxMotion}
                  >
                    {product && (
                      <div
                        className={`${styles.header} ${draggable ? styles.handle : ''}`}
                        onPointerDown={drag.onPointerDown}
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
                  </m.div>
                )}
              </AnimatePresence>
            </m.div>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
  return typeof document === 'undefined' ? null : createPortal(tree, document.body);
}
