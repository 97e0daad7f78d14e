import { useCallback, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** Keep this much of the box on screen so its handle can always be grabbed again. */
const KEEP_VISIBLE = 48;
const PHONE = '(max-width: 560px)';

export interface Drag {
  /** Put on the handle (the header); presses on buttons inside it are left alone. */
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  /** Back to the centre (a new opening starts where a modal opens). */
  reset: () => void;
}

/**
 * Move the box with the pointer by its handle (the product modal is draggable, spec
 * §9). Plain pointer events writing the box's transform: no re-render per move, and the
 * box's own transitions (opacity and scale) leave the transform alone.
 */
export function useDrag(box: RefObject<HTMLElement | null>, enabled: boolean): Drag {
  const offset = useRef({ x: 0, y: 0 });
  const start = useRef({ px: 0, py: 0, x: 0, y: 0, rect: null as DOMRect | null });

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0 || (event.target as Element).closest('button, a, input, select'))
        return;
      // On a phone the product modal fills the screen: nothing to drag.
      if (window.matchMedia?.(PHONE).matches) return;
      const handle = event.currentTarget;
      const rect = box.current?.getBoundingClientRect() ?? null;
      start.current = { px: event.clientX, py: event.clientY, ...offset.current, rect };
      handle.setPointerCapture?.(event.pointerId);
      event.preventDefault();

      const move = (e: PointerEvent) => {
        const s = start.current;
        let dx = e.clientX - s.px;
        let dy = e.clientY - s.py;
        if (s.rect) {
          // Clamp so the handle never leaves the viewport.
          dx = Math.min(
            Math.max(dx, KEEP_VISIBLE - s.rect.right),
            window.innerWidth - KEEP_VISIBLE - s.rect.left,
          );
          dy = Math.min(Math.max(dy, -s.rect.top), window.innerHeight - KEEP_VISIBLE - s.rect.top);
        }
        offset.current = { x: s.x + dx, y: s.y + dy };
        if (box.current)
          box.current.style.transform = `translate(${offset.current.x}px, ${offset.current.y}px)`;
      };
      const up = (e: PointerEvent) => {
        handle.releasePointerCapture?.(e.pointerId);
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', up);
        handle.removeEventListener('pointercancel', up);
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', up);
      handle.addEventListener('pointercancel', up);
    },
    [box, enabled],
  );

  const reset = useCallback(() => {
    offset.current = { x: 0, y: 0 };
  }, []);

  return { onPointerDown, reset };
}
