import { useEffect, useState } from 'react';

/**
 * The three stages of a modal (spec §2): `hidden` (nothing in the page), `overlay`
 * (the backdrop alone) and `box` (backdrop and content). Opening shows the overlay at
 * once and the box after `delay` ms; closing removes the box first, then the overlay
 * (the caller moves from `overlay` to `hidden` when the box's exit has finished).
 */
export type ModalStage = 'hidden' | 'overlay' | 'box';

export function useModalStage(open: boolean, delay: number): [ModalStage, (stage: ModalStage) => void] {
  const [stage, setStage] = useState<ModalStage>(open && delay <= 0 ? 'box' : open ? 'overlay' : 'hidden');

  useEffect(() => {
    if (!open) {
      // A box on screen leaves first (its exit ends in `hidden`); an overlay alone goes at once.
      setStage((s) => (s === 'box' ? 'overlay' : 'hidden'));
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
