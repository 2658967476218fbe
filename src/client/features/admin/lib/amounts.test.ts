import { describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { bpsToPercentInput, dollarsInputToCents, partRefundError, percentInputToBps } from './amounts';

describe('operator amounts', () => {
  it('turns typed dollars into integer cents, refusing fractions of a cent', () => {
    expect(dollarsInputToCents('12.5')).toBe(1250);
    expect(dollarsInputToCents('$1,100.00')).toBe(110_000);
    expect(dollarsInputToCents('0.29')).toBe(29);
    expect(dollarsInputToCents('1.005')).toBeNull();
    expect(dollarsInputToCents('abc')).toBeNull();
    expect(dollarsInputToCents('')).toBeNull();
    expect(dollarsInputToCents('-3')).toBeNull();
  });

  it('turns a percentage into basis points and back', () => {
    expect(percentInputToBps('10')).toBe(1000);
    expect(percentInputToBps('2.5%')).toBe(250);
    expect(percentInputToBps('12.75')).toBe(1275);
    expect(percentInputToBps('0.01')).toBe(1);
    expect(percentInputToBps('1.234')).toBeNull();
    expect(percentInputToBps('ten')).toBeNull();
    expect(bpsToPercentInput(1275)).toBe('12.75');
    expect(bpsToPercentInput(250)).toBe('2.5');
  });
});

describe('a part refund', () => {
  it('is at least a cent and less than the whole', () => {
    expect(partRefundError('12.10', 4599)).toBeUndefined();
    expect(partRefundError('45.98', 4599)).toBeUndefined();
    expect(partRefundError('45.99', 4599)).toBe(adminMessages.partialMustBeLess);
    expect(partRefundError('46', 4599)).toBe(adminMessages.refundAmountInvalid);
    expect(partRefundError('0', 4599)).toBe(adminMessages.refundAmountInvalid);
    expect(partRefundError('0.001', 4599)).toBe(adminMessages.refundAmountInvalid);
  });
});
