import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  chargeLimits,
  divideHalfUp,
  formatMoney,
  MAX_AMOUNT_MINOR,
  parseMajorAmount,
  percentOfBill,
  percentToBasisPoints,
  splitRefund,
  tipBreakdown,
  toMajorString,
} from './money.ts';

describe('rounding', () => {
  it('rounds halves up and everything else to the nearest minor unit', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(7n, 3n)).toBe(2n);
    expect(divideHalfUp(8n, 3n)).toBe(3n);
    expect(divideHalfUp(0n, 7n)).toBe(0n);
  });
  it('a 5% fee of 10 cents is 1 cent (0.5 rounds up), of 9 cents 0 cents', () => {
    expect(applyBasisPoints(10, 500)).toBe(1);
    expect(applyBasisPoints(9, 500)).toBe(0);
    expect(applyBasisPoints(99_999_999, 500)).toBe(5_000_000);
  });
  it('refuses fractional or negative amounts rather than guessing', () => {
    expect(() => applyBasisPoints(10.5, 500)).toThrow();
    expect(() => applyBasisPoints(-1, 500)).toThrow();
    expect(() => applyBasisPoints(10, 2.5)).toThrow();
  });
});

describe('percent of a bill', () => {
  it('reads percentages from their decimal text', () => {
    expect(percentToBasisPoints(15)).toBe(1500);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints('17.75')).toBe(1775);
    expect(percentToBasisPoints('100')).toBe(10_000);
    for (const bad of [0, '0', -5, 100.01, '12.345', 'abc', 0.1 + 0.2, '', '1e2']) {
      expect(percentToBasisPoints(bad)).toBeNull();
    }
  });
  it('rounds once, half-up, in the minor unit', () => {
    // 18% of 33.33 = 5.9994 -> 6.00; 12.5% of 0.04 = 0.005 -> 0.01; 15% of 1,234 yen = 185.1 -> 185
    expect(percentOfBill(3333, 1800)).toBe(600);
    expect(percentOfBill(4, 1250)).toBe(1);
    expect(percentOfBill(1234, 1500)).toBe(185);
  });
  it('rounds to a coarser step when the processor needs one (KWD at Stripe: tens of fils)', () => {
    expect(percentOfBill(1234, 1500, 10)).toBe(190);
    expect(percentOfBill(1200, 1500, 10)).toBe(180);
    expect(tipBreakdown({ tip: 1230, feeBps: 500, coverFee: false, step: 10 })).toEqual({
      tip: 1230,
      fee: 60,
      net: 1170,
      total: 1230,
    });
  });
  it('matches exact rational arithmetic for every bill and percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: 1, max: 10_000 }),
        (bill, bps) => {
          const tip = percentOfBill(bill, bps);
          // tip is the nearest integer to bill*bps/10000, halves going up
          const twice = BigInt(bill) * BigInt(bps) * 2n;
          expect(BigInt(tip) * 20_000n - twice).toBeLessThanOrEqual(10_000n);
          expect(twice - BigInt(tip) * 20_000n).toBeLessThan(10_000n);
        },
      ),
    );
  });
});

describe('tip breakdown', () => {
  it('takes the fee out of the tip by default', () => {
    expect(tipBreakdown({ tip: 1000, feeBps: 500, coverFee: false })).toEqual({
      tip: 1000,
      fee: 50,
      net: 950,
      total: 1000,
    });
  });
  it('adds it on top when the giver covers it, so the receiver gets the whole tip', () => {
    expect(tipBreakdown({ tip: 1000, feeBps: 500, coverFee: true })).toEqual({
      tip: 1000,
      fee: 50,
      net: 1000,
      total: 1050,
    });
  });
  it('always balances: total = net + fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        (tip, feeBps, coverFee) => {
          const b = tipBreakdown({ tip, feeBps, coverFee });
          expect(b.net + b.fee).toBe(b.total);
          expect(b.net).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('refund split', () => {
  it('a full refund reverses the fee and the net exactly', () => {
    expect(splitRefund({ refund: 1050, total: 1050, fee: 50 })).toEqual({ fee: 50, net: 1000 });
  });
  it('parts always add up to the refund and never exceed the original shares', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (total, feeBps, share) => {
          const fee = applyBasisPoints(total, feeBps);
          const refund = Math.floor(total * share);
          const split = splitRefund({ refund, total, fee });
          expect(split.fee + split.net).toBe(refund);
          expect(split.fee).toBeLessThanOrEqual(fee);
          expect(split.net).toBeLessThanOrEqual(total - fee);
        },
      ),
    );
  });
  it('refunds in parts add up to exactly one full refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        (total, feeBps, parts) => {
          const fee = applyBasisPoints(total, feeBps);
          let refunded = 0;
          let feeBack = 0;
          for (const part of parts) {
            const refund = Math.min(part, total - refunded);
            if (refund === 0) break;
            const split = splitRefund({ refund, refundedBefore: refunded, total, fee });
            expect(split.fee).toBeGreaterThanOrEqual(0);
            expect(split.net).toBeGreaterThanOrEqual(0);
            refunded += refund;
            feeBack += split.fee;
          }
          const rest = total - refunded;
          if (rest > 0) feeBack += splitRefund({ refund: rest, refundedBefore: refunded, total, fee }).fee;
          expect(feeBack).toBe(fee);
        },
      ),
    );
  });
  it('refuses a refund larger than what is left of the charge', () => {
    expect(() => splitRefund({ refund: 11, total: 10, fee: 1 })).toThrow();
    expect(() => splitRefund({ refund: 5, refundedBefore: 6, total: 10, fee: 1 })).toThrow();
  });
});

describe('limits per currency', () => {
  it('uses the processor minimums and at most 8 digits', () => {
    expect(chargeLimits('USD')).toEqual({ min: 50, max: 99_999_999 });
    expect(chargeLimits('GBP').min).toBe(30);
    expect(chargeLimits('JPY').min).toBe(50);
    expect(chargeLimits('KWD').min).toBe(500);
    expect(chargeLimits('HUF').min).toBe(17_500);
    expect(chargeLimits('VND').min).toBe(1);
  });
});

describe('text', () => {
  it('parses typed amounts in the currency minor unit', () => {
    expect(parseMajorAmount('12.5', 'USD')).toBe(1250);
    expect(parseMajorAmount('12,50', 'EUR')).toBe(1250);
    expect(parseMajorAmount('1250', 'JPY')).toBe(1250);
    expect(parseMajorAmount('1.250', 'KWD')).toBe(1250);
    expect(parseMajorAmount('12.505', 'USD')).toBeNull();
    expect(parseMajorAmount('1.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('-3', 'USD')).toBeNull();
    expect(parseMajorAmount('1000000', 'USD')).toBeNull();
  });
  it('writes exact decimal strings', () => {
    expect(toMajorString(1250, 'USD')).toBe('12.50');
    expect(toMajorString(5, 'USD')).toBe('0.05');
    expect(toMajorString(1250, 'JPY')).toBe('1250');
    expect(toMajorString(1250, 'KWD')).toBe('1.250');
    expect(toMajorString(-5, 'EUR')).toBe('-0.05');
  });
  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom('USD', 'JPY', 'KWD'),
        (a, c) => {
          expect(parseMajorAmount(toMajorString(a, c), c)).toBe(a);
        },
      ),
    );
  });
  it('formats for people in their language', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1250, 'JPY', 'en')).toBe('¥1,250');
    expect(formatMoney(1250, 'EUR', 'fr')).toMatch(/^12,50\s€$/);
    expect(formatMoney(99_999_999, 'USD', 'en')).toBe('$999,999.99');
  });
});
