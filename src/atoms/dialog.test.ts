import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { answerDialogAtom, currentDialogAtom, openDialogAtom } from './dialog';
import { closePopupAtom, openPopupAtom } from './popup';

describe('dialog queue', () => {
  it('shows dialogs one at a time, in the order asked, and resolves each with its answer', async () => {
    const store = createStore();
    const first = store.set(openDialogAtom, { text: 'first' });
    const second = store.set(openDialogAtom, { text: 'second' });
    const shown = store.get(currentDialogAtom);
    expect(shown?.text).toBe('first');
    store.set(answerDialogAtom, { id: shown?.id ?? 0, result: 'ok' });
    await expect(first).resolves.toBe('ok');
    expect(store.get(currentDialogAtom)?.text).toBe('second');
    store.set(answerDialogAtom, { id: store.get(currentDialogAtom)?.id ?? 0, result: null });
    await expect(second).resolves.toBeNull();
    expect(store.get(currentDialogAtom)).toBeUndefined();
  });

  it('a dialog that yields to popups waits while one is open, without holding up the others', () => {
    const store = createStore();
    void store.set(openDialogAtom, { text: 'notice', yieldsToPopups: true });
    expect(store.get(currentDialogAtom)?.text).toBe('notice');
    store.set(openPopupAtom, 'changePassModal');
    expect(store.get(currentDialogAtom)).toBeUndefined();
    void store.set(openDialogAtom, { text: 'confirm' });
    expect(store.get(currentDialogAtom)?.text).toBe('confirm');
    store.set(answerDialogAtom, { id: store.get(currentDialogAtom)?.id ?? 0, result: 'ok' });
    expect(store.get(currentDialogAtom)).toBeUndefined();
    store.set(closePopupAtom, 'changePassModal');
    expect(store.get(currentDialogAtom)?.text).toBe('notice');
  });
});
