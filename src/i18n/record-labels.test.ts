import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './activate-language';
import { movementLabel } from './record-labels';

beforeAll(() => activateLanguage('EN'));

describe('movement labels', () => {
  it('a transfer between an agent and a downline reads from the side of the entry', () => {
    expect(movementLabel('transfer.downline', -12.34)).toBe('Transfer to downline');
    expect(movementLabel('transfer.downline', 12.34)).toBe('Transfer from upline');
    expect(movementLabel('transfer.upline', -5)).toBe('Transfer to upline');
  });
});
