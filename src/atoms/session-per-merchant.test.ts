import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionAtom, takeUpSessionOf, type SessionValues } from './session';

const session = (merchantCode: string, token: string): SessionValues => ({
  token,
  isAgent: 0,
  cpw: false,
  merchant: merchantCode,
  merchantCode,
  platform: 'web',
  nickname: 'Pat',
  account: 'pat',
  username: 'pat',
  customerId: 1,
  toUpline: false,
  memberLabel: [],
});
const stored = () => createStore().get(sessionAtom);

describe('sessions per merchant', () => {
  beforeEach(() => localStorage.clear());

  it('sets another merchant’s session aside, and gives it back on return', () => {
    createStore().set(sessionAtom, session('aurora', 'tok-a'));
    takeUpSessionOf('jade');
    expect(stored()).toBeNull();
    createStore().set(sessionAtom, session('jade', 'tok-j'));
    takeUpSessionOf('aurora');
    expect(stored()?.token).toBe('tok-a');
    takeUpSessionOf('jade');
    expect(stored()?.token).toBe('tok-j');
  });

  it('keeps the shown merchant’s own session, and one stored without a merchant', () => {
    createStore().set(sessionAtom, session('aurora', 'tok-a'));
    takeUpSessionOf('aurora');
    expect(stored()?.token).toBe('tok-a');
    createStore().set(sessionAtom, { ...session('', 'tok-old') });
    takeUpSessionOf('lumen');
    expect(stored()?.token).toBe('tok-old');
  });

  it('does nothing without a merchant (an unknown domain)', () => {
    createStore().set(sessionAtom, session('aurora', 'tok-a'));
    takeUpSessionOf('');
    expect(stored()?.token).toBe('tok-a');
  });
});
