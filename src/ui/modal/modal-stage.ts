import { useEffect, useState } from 'react';

/**
 * The three stages of a modal (spec §2): `hidden` (nothing in the page), `overlay`
 * (the backdrop alone) and `box` (backdrop and content). Opening shows the overlay at
 * once and the box after `delay` ms; closing goes back to `overlay` (the box, if it was on
 * screen, plays its exit) and the caller moves to `hidden` when the exit has finished.
 */
export type ModalStage = 'hidden' | 'overlay' | 'box';

export function useModalStage(open: boolean, delay: number): [ModalStage, (stage: ModalStage) => void] {
  const [stage, setStage] = useState<ModalStage>(open && delay <= 0 ? 'box' : open ? 'overlay' : 'hidden');

  useEffect(() => {
    if (!open) {
      // The caller ends the exit in `hidden` (after the transition, closing the dialog first).
      setStage((s) => (s === 'hidden' ? 'hidden' : 'overlay'));
      return;
    }
    if (delay <= 0) {
      setStage('box');
      return;
    }
    setStage((s) => (s === 'hidden' ? 'overlay' : s));
    const timer = setTimeout(() => setStage('box'), delay);
    return () => clearTimeout(timer);
  }, [open, delay]);

  return [stage, setStage];
}
