import { describe, expect, it } from 'vitest';
import { parseAmountText } from './wallet-rules';

describe('the one amount rule (server and forms)', () => {
  it('reads plain decimals of at most 2 places as minor units', () => {
    expect(parseAmountText('12')).toEqual({ ok: true, minor: 1200 });
    expect(parseAmountText('0.10')).toEqual({ ok: true, minor: 10 });
    expect(parseAmountText('1250.5')).toEqual({ ok: true, minor: 125050 });
    expect(parseAmountText('007.25')).toEqual({ ok: true, minor: 725 });
    expect(parseAmountText('100000000')).toEqual({ ok: true, minor: 10_000_000_000 });
  });

  it('refuses group separators and spaces instead of guessing what they meant', () => {
    // "100,50" once moved 10,050.00 and "1 0 0" moved 100.00.
    for (const text of ['100,50', '1,250.50', '1 0 0', ' 12', '12 ', '1\u00a0000', '12.5\n'])
      expect(parseAmountText(text), text).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses every other way of writing a number', () => {
    for (const text of ['.5', '5.', '+5', '1e3', '0x10', '1.2.3', 'abc', '１２', '٣', 'Infinity', '12.-1'])
      expect(parseAmountText(text), text).toEqual({ ok: false, problem: 'format' });
  });

  it('names what is wrong with the rest', () => {
    expect(parseAmountText('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmountText('0')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmountText('0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmountText('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmountText('-0.5')).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmountText('1.001')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmountText('100000000.01')).toEqual({ ok: false, problem: 'too-large' });
    expect(parseAmountText('999999999999')).toEqual({ ok: false, problem: 'too-large' });
  });
});
