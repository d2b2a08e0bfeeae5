import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../messages.js';
import { serviceAreaProblem, streetNamesOtherPlace } from './serviceArea.js';

const TOWN = { city: 'Marblehead', state: 'MA', zip: '01945' };

describe('streetNamesOtherPlace (decision 023)', () => {
  it.each([
    '221 Main Street, Salem MA 01970',
    '221 Main Street, Salem, MA 01970',
    '221 Main Street Salem MA 01970',
    '221 Main Street, Salem',
    '221 Main Street, Salem MA',
    '221 Main Street Salem MA',
    '10 Humphrey St, Swampscott, MA',
    '1 Main St, Boston, Massachusetts',
    '5 Broadway New York NY',
    '5 Broadway, New York',
    '8 Washington Street, Marblehead, MA 01970',
    '12 Front St 01907',
  ])('refuses “%s”', (line) => {
    expect(streetNamesOtherPlace(line)).toBe(true);
  });

  it.each([
    '8 Washington Street',
    '12 Front St',
    '5 Gingerbread Hill',
    '8 Washington Street, Apt 2',
    '8 Washington Street, #2',
    '8 Washington Street, 2B',
    '8 Washington Street, 2nd floor',
    '8 Washington Street, Unit 4, Rear',
    '8 Washington Street, Marblehead',
    '8 Washington Street, Marblehead, MA',
    '8 Washington Street, Marblehead, MA 01945',
    '8 Washington Street Marblehead MA 01945-1234',
    '8 Washington Street, Marblehead, Massachusetts, USA',
    '12345 Ocean Avenue',
  ])('takes “%s”', (line) => {
    expect(streetNamesOtherPlace(line)).toBe(false);
  });
});

describe('serviceAreaProblem', () => {
  it('names the street line and repeats the address as typed', () => {
    expect(serviceAreaProblem({ ...TOWN, address: '221 Main Street, Salem MA 01970' })).toEqual({
      field: 'property.address',
      message: BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970'),
    });
  });

  it('refuses a town, state or ZIP field other than the served one', () => {
    expect(serviceAreaProblem({ ...TOWN, address: '8 Washington Street', zip: '01970' })?.field).toBe('property.zip');
    expect(serviceAreaProblem({ ...TOWN, address: '8 Washington Street', city: 'Salem' })?.field).toBe('property.city');
    expect(serviceAreaProblem({ ...TOWN, address: '8 Washington Street', state: 'NH' })?.field).toBe('property.state');
  });

  it('reads line 2 for a ZIP or a trailing place only, as it is free text', () => {
    expect(serviceAreaProblem({ ...TOWN, address: '8 Washington Street', addressLine2: 'Rear entrance, blue door' })).toBeNull();
    expect(serviceAreaProblem({ ...TOWN, address: '8 Washington Street', addressLine2: 'Apt 2, Salem MA 01970' })?.field).toBe(
      'property.addressLine2',
    );
  });

  it('takes the served town whatever the letter case, and ZIP+4', () => {
    expect(serviceAreaProblem({ address: '8 Washington Street', city: 'marblehead', state: 'ma', zip: '01945-2231' })).toBeNull();
  });
});
