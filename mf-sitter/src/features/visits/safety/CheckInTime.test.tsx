import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CheckInTime } from './CheckInTime';

describe('the check-in time', () => {
  it("is the real time in the service area's zone, with its abbreviation", () => {
    const summer = render(<CheckInTime checkInAt="2026-06-15T14:05:00.000Z" />);
    expect(summer.container).toHaveTextContent(/^10:05 AM EDT$/);
    expect(summer.container.querySelector('time')).toHaveAttribute('datetime', '2026-06-15T14:05:00.000Z');
    summer.unmount();
    // After the clocks go back: 1:30 AM is EST.
    const winter = render(<CheckInTime checkInAt="2026-11-01T06:30:00.000Z" />);
    expect(winter.container).toHaveTextContent(/^1:30 AM EST$/);
  });
});
