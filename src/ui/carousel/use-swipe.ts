import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** A horizontal drag longer than this share of the width moves one slide. */
const SWIPE_SHARE = 0.15;
/** Below this many pixels a press is a click, not a drag. */
const CLICK_SLOP = 6;

export interface Swipe {
  /** Pixels the track is dragged right now (0 when not dragging). */
  dragX: number;
  dragging: boolean;
  handlers: {
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => void;
    onClickCapture: (e: React.MouseEvent<HTMLElement>) => void;
  };
}

/** Follow a finger or mouse drag; a long enough drag calls `onSwipe(-1 | 1)`. */
export function useSwipe(enabled: boolean, onSwipe: (direction: -1 | 1) => void): Swipe {
  const start = useRef<{ x: number; y: number; id: number; width: number } | null>(null);
  const moved = useRef(false);
  const [dragX, setDragX] = useState(0);

  const end = (e: ReactPointerEvent<HTMLElement>, commit: boolean) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    start.current = null;
    const dx = e.clientX - s.x;
    setDragX(0);
    if (commit && Math.abs(dx) > s.width * SWIPE_SHARE) onSwipe(dx < 0 ? 1 : -1);
  };

  return {
    dragX,
    dragging: dragX !== 0,
    handlers: {
      onPointerDown: (e) => {
        if (!enabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
        start.current = {
          x: e.clientX,
          y: e.clientY,
          id: e.pointerId,
          width: e.currentTarget.clientWidth || 1,
        };
        moved.current = false;
      },
      onPointerMove: (e) => {
        const s = start.current;
        if (!s || s.id !== e.pointerId) return;
        const dx = e.clientX - s.x;
        if (!moved.current && Math.abs(dx) > CLICK_SLOP && Math.abs(dx) > Math.abs(e.clientY - s.y)) {
          moved.current = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        if (moved.current) setDragX(dx);
      },
      onPointerUp: (e) => end(e, true),
      onPointerCancel: (e) => end(e, false),
      onClickCapture: (e) => {
        // The click that ends a drag must not follow the banner's link.
        if (moved.current) {
          e.preventDefault();
          e.stopPropagation();
          moved.current = false;
        }
      },
    },
  };
}
