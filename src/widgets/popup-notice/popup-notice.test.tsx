import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../tests/support/render-widget';
import { getListAnnouncements } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { currentDialogAtom } from '../../atoms/dialog';
import { closePopupAtom, openPopupAtom } from '../../atoms/popup';
import PopupNotice from './popup-notice';

const welcome = {
  id: 7,
  type: 'PU' as const,
  title: 'Welcome to Aurora Play',
  content: '<p>Bonus!</p>',
  timestamp: 1,
};
const api = () =>
  createFakeApiClient().on(getListAnnouncements, () => ({
    banners: [],
    player: [],
    popup: [welcome],
    promotion: [],
    help: [],
  }));

/** Long enough for the call to answer and a zero delay to pass, on a clock the test moves. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

// Fake timers that still move with real time, so Testing Library's polling works.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('popup-notice widget', () => {
  it('R3.7 shows a popup notice (type PU) in a dialog once per visit', async () => {
    const first = await renderWidget(<PopupNotice delayMs={0} />, { api: api() });
    await waitFor(() =>
      expect(first.store.get(currentDialogAtom)).toMatchObject({
        title: 'Welcome to Aurora Play',
        html: '<p>Bonus!</p>',
      }),
    );
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    const again = await renderWidget(<PopupNotice delayMs={0} />, { api: api() });
    await settle();
    expect(again.store.get(currentDialogAtom)).toBeUndefined();
  });

  it('waits while a popup is open (a forced password change, the member centre) and shows when it closes', async () => {
    const view = await renderWidget(<PopupNotice delayMs={0} />, {
      api: api(),
      prepare: (store) => store.set(openPopupAtom, 'changePassModal'),
    });
    await settle();
    expect(view.store.get(currentDialogAtom)).toBeUndefined();
    act(() => view.store.set(closePopupAtom, 'changePassModal'));
    await waitFor(() =>
      expect(view.store.get(currentDialogAtom)).toMatchObject({ title: 'Welcome to Aurora Play' }),
    );
  });

  it('waits while the visitor types in a field and shows once the field is left', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    try {
      const view = await renderWidget(<PopupNotice delayMs={0} />, { api: api() });
      await settle();
      expect(view.store.get(currentDialogAtom)).toBeUndefined();
      act(() => field.blur());
      await waitFor(() =>
        expect(view.store.get(currentDialogAtom)).toMatchObject({ title: 'Welcome to Aurora Play' }),
      );
    } finally {
      field.remove();
    }
  });

  it('shows nothing when there is no popup notice or the call fails', async () => {
    const failing = await renderWidget(<PopupNotice delayMs={0} />, {
      api: createFakeApiClient().fail(getListAnnouncements, 'UNAVAILABLE', 'down'),
    });
    await settle();
    expect(failing.store.get(currentDialogAtom)).toBeUndefined();
  });
});
