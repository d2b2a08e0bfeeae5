import { describe, expect, it } from 'vitest';
import { serviceTypeLabel, statusLabel, statusTone } from './orderText';

describe('order texts', () => {
  it("names the service as visitType + ' Visit'", () => {
    expect(serviceTypeLabel('standard')).toBe('Standard Visit');
    expect(serviceTypeLabel('extended')).toBe('Extended Visit');
    expect(serviceTypeLabel('recurring')).toBe('Recurring Visit');
    expect(serviceTypeLabel('extended_weekly')).toBe('Extended weekly Visit');
  });

  it('capitalises the status', () => {
    expect(statusLabel('completed')).toBe('Paid');
    expect(statusLabel('partially_refunded')).toBe('Partially refunded');
  });

  it('colours the status', () => {
    expect(statusTone('paid')).toBe('success');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('refunded')).toBe('neutral');
  });
});
