import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import type { ModalStage } from './modal-stage';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps> & { initiallyOpen?: boolean; stages?: ModalStage[] }) {
  const { initiallyOpen = false, stages, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        hide
      </button>
      <Modal
        {...rest}
        open={open}
        label="Test modal"
        onClose={(reason) => {
          rest.onClose?.(reason);
          setOpen(false);
        }}
        onStageChange={(s) => {
          stages?.push(s);
        }}
      >
        <p>content</p>
        <input aria-label="first field" />
        <button type="button">last button</button>
      </Modal>
    </>
  );
}

const overlay = () => screen.queryByTestId('modal-overlay');
const gone = () => waitFor(() => expect(overlay()).not.toBeInTheDocument());

describe('modal', () => {
  it('R9.4 defaults to width 600, height 300 and no delay', async () => {
    const stages: ModalStage[] = [];
    await renderUi(<Harness initiallyOpen stages={stages} />);
    const box = await screen.findByRole('dialog', { name: 'Test modal' });
    expect(box.style.getPropertyValue('--modal-width')).toBe('600px');
    expect(box.style.getPropertyValue('--modal-height')).toBe('300px');
    expect(stages[0]).toBe('box');
  });

  it('R2.24 goes hidden -> overlay -> box after its delay, and back to hidden when hidden', async () => {
    const stages: ModalStage[] = [];
    await renderUi(<Harness delay={80} stages={stages} />);
    expect(overlay()).not.toBeInTheDocument();
    // The delay runs on the test's clock, so a busy machine can neither hurry nor stall it.
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      expect(overlay()).toHaveAttribute('data-stage', 'overlay');
      act(() => vi.advanceTimersByTime(79));
      expect(screen.queryByText('content')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('content')).toBeInTheDocument();
      expect(overlay()).toHaveAttribute('data-stage', 'box');
    } finally {
      vi.useRealTimers();
    }
    await userEvent.click(screen.getByRole('button', { name: 'hide', hidden: true }));
    await gone();
    // The stage is told from an effect after the commit that removed the overlay.
    await waitFor(() => expect(stages).toEqual(['hidden', 'overlay', 'box', 'overlay', 'hidden']));
  });

  it('R2.23 closes on escape', async () => {
    const onClose = vi.fn();
    await renderUi(<Harness initiallyOpen onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    await gone();
  });

  it('R2.23 closes on a background click when allowed, not on a click inside', async () => {
    const onClose = vi.fn();
    await renderUi(<Harness initiallyOpen onClose={onClose} />);
    await userEvent.click(await screen.findByText('content'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(overlay() as HTMLElement);
    expect(onClose).toHaveBeenCalledWith('backdrop');
    await gone();
  });

  it('R2.23 ignores background clicks when not allowed, and closes by its button', async () => {
    const onClose = vi.fn();
    await renderUi(<Harness initiallyOpen closeOnBackdrop={false} onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.click(overlay() as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('button');
    await gone();
  });

  it('R2.23 an explicit hide removes it', async () => {
    await renderUi(<Harness initiallyOpen />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'hide', hidden: true }));
    await gone();
  });

  it('leaving, it is no longer modal at once (the page takes clicks and keys) while its exit plays', async () => {
    await renderUi(<Harness initiallyOpen />);
    const dialog = await screen.findByTestId('modal-overlay');
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(screen.getByRole('button', { name: 'hide', hidden: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-closing');
    expect(dialog).toBeInTheDocument();
    await gone();
  });

  // Tab staying inside is the browser's (the page behind a modal dialog is inert): the
  // Modal story checks it in Chromium; jsdom has no inert page.
  it('is a modal <dialog>, focuses its first control and returns focus to the opener when closed', async () => {
    await renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Test modal' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(opener).toHaveFocus();
  });

  it('ignores escape when not allowed', async () => {
    const onClose = vi.fn();
    await renderUi(<Harness initiallyOpen closeOnEscape={false} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('only the topmost of two modals answers escape', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    await renderUi(
      <>
        <Modal open label="outer" onClose={outer}>
          outer
        </Modal>
        <Modal open label="inner" onClose={inner}>
          inner
        </Modal>
      </>,
    );
    await screen.findByRole('dialog', { name: 'inner' });
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('a modal opened from inside another closes alone', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    function Inner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open inner
          </button>
          <Modal
            open={open}
            label="inner"
            onClose={(reason) => {
              inner(reason);
              setOpen(false);
            }}
          >
            inner
          </Modal>
        </>
      );
    }
    await renderUi(
      <Modal open label="outer" onClose={outer}>
        <Inner />
      </Modal>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'open inner' }));
    await screen.findByRole('dialog', { name: 'inner' });
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument());
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'outer' })).toHaveAttribute('open');
  });

  it('R9.5 the product modal waits 100 ms, shows a title bar, ignores background clicks and drags', async () => {
    const stages: ModalStage[] = [];
    const onClose = vi.fn();
    await renderUi(<Harness variant="product" stages={stages} onClose={onClose} />);
    // The overlay, then the box 100 ms later, on the test's clock (a busy machine cannot skew it).
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      act(() => vi.advanceTimersByTime(99));
      expect(screen.queryByText('content')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await screen.findByRole('dialog', { name: 'Test modal' });
    const box = screen.getByTestId('modal-box');
    await waitFor(() => expect(stages.slice(0, 3)).toEqual(['hidden', 'overlay', 'box']));
    expect(screen.getByRole('heading', { name: 'Test modal' })).toBeInTheDocument();

    await userEvent.click(overlay() as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();

    const handle = screen.getByTestId('modal-handle');
    handle.setPointerCapture = () => undefined;
    handle.releasePointerCapture = () => undefined;
    act(() => {
      fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(handle, { clientX: 160, clientY: 130, pointerId: 1 });
      fireEvent.pointerUp(handle, { clientX: 160, clientY: 130, pointerId: 1 });
    });
    await waitFor(() => expect(box.style.transform).toBe('translate(60px, 30px)'));
  });
});
