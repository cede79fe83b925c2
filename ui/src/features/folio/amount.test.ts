import { describe, expect, it } from 'vitest';
import { amountOf, parseAmount } from './amount';

describe('an amount as the desk types it', () => {
  it('reads digits, grouped by thousands or not', () => {
    expect(['182000', '182,000', '182 000', ' 1,000,000 ', '0'].map(amountOf)).toEqual([
      182_000, 182_000, 182_000, 1_000_000, 0,
    ]);
  });

  it('refuses anything else instead of dropping characters', () => {
    for (const text of [
      '182,000182,000',
      '182,00',
      '12.5',
      '-5',
      '5e3',
      '1,0000',
      'abc',
      '₮100',
      '1,000x',
    ]) {
      expect(parseAmount(text).kind).toBe('invalid');
    }
    expect(parseAmount('').kind).toBe('empty');
    expect(parseAmount('1,000,000,001').kind).toBe('tooLarge');
  });
});
