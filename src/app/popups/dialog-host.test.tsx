import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { openDialogAtom } from '../../atoms/dialog';
import { closePopupAtom, openPopupAtom } from '../../atoms/popup';
import { DialogHost } from './dialog-host';

describe('dialog host', () => {
  it('R2.96 resolves with the pressed button and shows queued dialogs one after another', async () => {
    const { store } = await renderWidget(<DialogHost />);
    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = store.set(openDialogAtom, {
        icon: 'question',
        title: 'Sign out?',
        buttons: [
          { id: 'cancel', label: 'Cancel' },
          { id: 'ok', label: 'Sign out', isDefault: true },
        ],
      });
      second = store.set(openDialogAtom, { title: 'Second', text: 'After the first' });
    });
    await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(screen.queryByText('After the first')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await expect(first).resolves.toBe('ok');
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a notice that yields to popups leaves the screen unanswered when one opens and comes back when it closes', async () => {
    const { store } = await renderWidget(<DialogHost />);
    let notice!: Promise<string | null>;
    act(() => {
      notice = store.set(openDialogAtom, {
        title: 'Notice',
        text: 'Maintenance tonight',
        yieldsToPopups: true,
        buttons: [{ id: 'close', label: 'Got it' }],
      });
    });
    await screen.findByRole('dialog', { name: 'Notice' });
    act(() => store.set(openPopupAtom, { name: 'changePassModal', params: { forced: true } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument());
    act(() => store.set(closePopupAtom, 'changePassModal'));
    await screen.findByRole('dialog', { name: 'Notice' });
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await expect(notice).resolves.toBe('close');
  });
});
