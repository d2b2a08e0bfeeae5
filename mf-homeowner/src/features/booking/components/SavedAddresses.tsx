import type { BookedAddress, BookingFlow } from '@housesit/shared-contracts';
import { Button } from '@housesit/shell/kit';
import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Muted, PlainList } from '@housesit/shell/kit/areas';
import { useProperties } from '../../properties';

const Group = styled.section`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  p.label {
    margin: 0;
    font-weight: 600;
  }
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
    white-space: normal;
  }
`;

const keep = (value: string | undefined) => value ?? '';

/**
 * The addresses the customer already booked (GET /api/properties), offered above the property
 * fields: one press fills the street, line 2 and the type (dashboard wizard), so nothing is typed
 * twice. Access text is never given back: it is sealed in the home's access details. Hidden for a customer with none; a failed
 * look-up leaves the fields to be typed, saying so.
 */
export function SavedAddresses({ flow }: { flow: BookingFlow }) {
  const labelId = useId();
  const { data, error } = useProperties();
  const street = useField<string>('property.address', { parse: keep, subscription: { value: true } });
  const line2 = useField<string>('property.addressLine2', { parse: keep, subscription: { value: true } });
  const type = useField<string>('property.type', { subscription: { value: true } });

  if (error) return <Muted>Your saved addresses could not be loaded; type the address below.</Muted>;
  const saved = (data?.items ?? []).flatMap((item) => (item.booked ? [{ ...item, booked: item.booked }] : []));
  if (saved.length === 0) return null;

  const inUse = (booked: BookedAddress) =>
    street.input.value.trim() === booked.street && line2.input.value.trim() === (booked.addressLine2 ?? '');

  function use(booked: BookedAddress) {
    street.input.onChange(booked.street);
    line2.input.onChange(booked.addressLine2 ?? '');
    // The purchase flow always books a house (docs/product/customer.md §3); only the dashboard wizard asks.
    if (flow === 'wizard') type.input.onChange(booked.type);
  }

  return (
    <Group aria-labelledby={labelId}>
      {/* Not a heading: the step title above is h2 on /purchase and h3 in the dialog. */}
      <p className="label" id={labelId}>
        Your addresses
      </p>
      <PlainList>
        {saved.map((item) => (
          <li key={item.address}>
            <Button variant="secondary" aria-pressed={inUse(item.booked)} onClick={() => use(item.booked)}>
              {item.address}
            </Button>
          </li>
        ))}
      </PlainList>
    </Group>
  );
}
