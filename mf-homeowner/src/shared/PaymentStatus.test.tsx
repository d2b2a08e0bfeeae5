import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatus } from './PaymentStatus';

describe('PaymentStatus', () => {
  it.each([
    ['completed', 'Completed', 'completed'],
    ['pending', 'Pending', 'pending'],
    ['failed', 'Failed', 'failed'],
    ['refunded', 'Refunded', 'other'],
  ])('shows %s capitalised in its colour', (status, label, tone) => {
    render(<PaymentStatus status={status} />);
    const pill = screen.getByText(label);
    expect(pill).toHaveAttribute('data-tone', tone);
  });

  it('marks completed with a check and pending with a spinner', () => {
    const { container, rerender } = render(<PaymentStatus status="completed" />);
    expect(container.querySelector('svg')).not.toBeNull();
    rerender(<PaymentStatus status="pending" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('[data-tone="pending"] > span[aria-hidden="true"]')).not.toBeNull();
  });
});
