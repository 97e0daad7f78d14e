import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { getConsolidatedInfo } from '../api/endpoints';
import { createFakeApiClient } from '../api/fake-client';
import { agentFeaturesAtom, consolidatedAtom, featuresOf, type ConsolidatedInfo } from './agent-features';
import { apiClientAtom } from './api';
import { sessionAtom, type SessionValues } from './session';

const session = (isAgent: number): SessionValues => ({
  token: 'token-0123456789abcdefghij',
  isAgent,
  cpw: false,
  merchant: 'aurora',
  merchantCode: 'aurora',
  platform: 'web',
  nickname: 'n',
  account: 'a',
  username: 'a',
  customerId: 1,
  toUpline: false,
  memberLabel: [],
});

const info = (over: Partial<ConsolidatedInfo> = {}): ConsolidatedInfo => ({
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  daily: false,
  hourly: false,
  salary: false,
  agentRealtimeSalary: false,
  contract: false,
  ...over,
});

describe('agent features from the consolidated call', () => {
  it('R6.20 each flag opens its page feature; any contract product opens the contract feature', () => {
    expect([...featuresOf(info({ contract: true }))].sort()).toEqual(['contract', 'dividend']);
    expect([...featuresOf(info({ daily: true, salary: true }))].sort()).toEqual(['contract', 'dailySalary']);
    expect([...featuresOf(info({ hourly: true, salary: true }))].sort()).toEqual([
      'contract',
      'hourlySalary',
    ]);
    expect([...featuresOf(info({ agentRealtimeSalary: true, salary: true }))].sort()).toEqual([
      'contract',
      'realtimeSalary',
    ]);
    expect(featuresOf(null).size).toBe(0);
  });

  it('asks the platform for real accounts only, and keeps the pages shut when the call fails', async () => {
    const api = createFakeApiClient().on(getConsolidatedInfo, () => info({ daily: true, salary: true }));
    const store = createStore();
    store.set(apiClientAtom, api);
    store.set(sessionAtom, session(4));
    expect(await store.get(consolidatedAtom)).toBeNull();
    expect(api.calls).toHaveLength(0);
    store.set(sessionAtom, session(1));
    store.sub(agentFeaturesAtom, () => undefined);
    await vi.waitFor(() =>
      expect([...store.get(agentFeaturesAtom)].sort()).toEqual(['contract', 'dailySalary']),
    );
    store.set(apiClientAtom, createFakeApiClient().fail(getConsolidatedInfo, 'UNAVAILABLE', 'down'));
    expect(await store.get(consolidatedAtom)).toBeNull();
  });
});
