import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      title="Sign out"
      {...props}
      open={open}
      onResult={(r) => {
        props.onResult?.(r);
        setOpen(false);
      }}
    />
  );
}
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('dialog', () => {
  it('R9.6 is 400 wide and has one CLOSE button by default', async () => {
    const onResult = vi.fn();
    await renderUi(<Harness onResult={onResult} />);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('400px');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Close');
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onResult).toHaveBeenCalledWith('close');
    await gone();
  });

  it('R9.6 escape (key 27) closes it with no answer', async () => {
    const onResult = vi.fn();
    await renderUi(<Harness onResult={onResult} />);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
    expect(onResult).toHaveBeenCalledWith(null);
    await gone();
  });

  it('R9.6 enter presses the default button, wherever focus is in the dialog', async () => {
    const onResult = vi.fn();
    await renderUi(
      <Harness
        onResult={onResult}
        buttons={[
          { id: 'cancel', label: 'Cancel' },
          { id: 'confirm', label: 'Confirm', isDefault: true },
        ]}
      />,
    );
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    const box = screen.getByTestId('modal-box');
    box.focus();
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onResult).toHaveBeenCalledWith('confirm');
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('R2.96 shows icon, title and the platform’s html', async () => {
    await renderUi(
      <Harness
        icon="warning"
        html={
          '<p>Hello <b>player</b></p><a href="https://example.com" target="_blank" rel="noopener noreferrer">more</a>'
        }
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Sign out' })).toBeInTheDocument();
    expect(dialog.querySelector('svg')).not.toBeNull();
    expect(dialog.innerHTML).toContain('<b>player</b>');
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('R2.96 closes by itself after its time-out', async () => {
    const onResult = vi.fn();
    await renderUi(<Harness onResult={onResult} timeoutMs={150} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(null));
    await gone();
  });

  it('R2.96 closes on a cover click only when asked to', async () => {
    const onResult = vi.fn();
    const { unmount } = await renderUi(<Harness onResult={onResult} />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(onResult).not.toHaveBeenCalled();
    unmount();

    await renderUi(<Harness onResult={onResult} coverClose />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(onResult).toHaveBeenCalledWith(null);
  });
});
