import {
  LOCKBOX_EXPLANATION,
  LOCKBOX_PRICE_CENTS,
  PROPERTY_TYPES,
  SERVICE_AREA,
  formatCents,
  serviceAreaProblem,
  type BookingFlow,
  type PlanId,
} from '@housesit/shared-contracts';
import { Button, Field, Input, TextArea, useSession } from '@housesit/shell/kit';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { Muted, Select } from '@housesit/shell/kit/areas';
import { AddressAutocomplete, LocationRequestDialog, prefilledLocation } from '../../location';
import { Checkbox, FieldGrid, FixedTown, LockboxAbout, ServiceAreaNote } from './propertyStyles';
import { SavedAddresses } from './SavedAddresses';

const TYPE_LABELS = { house: 'House', apartment: 'Apartment', condo: 'Condo' } as const;

const keep = (value: string | undefined) => value ?? '';

/** The town's fields, fixed on every screen. */
const TOWN = { city: SERVICE_AREA.city, state: SERVICE_AREA.state, zip: SERVICE_AREA.zip };

interface Props {
  flow: BookingFlow;
  plan: PlanId;
}

/**
 * Property and access, for both wizards: the street (with local suggestions), the fixed town,
 * the lockbox (+$25 once per property, explained beside it; dashboard wizard, standard and
 * extended) or access instructions, and the
 * service-area request for addresses outside Marblehead. An address typed from another town is
 * refused here in the API's words (serviceAreaProblem, decision 023), beside the request button,
 * whose dialog then starts with the customer's name, email and the address they typed.
 */
export function PropertyFields({ flow, plan }: Props) {
  const id = useId();
  const [requesting, setRequesting] = useState(false);
  const address = useField<string>('property.address', { parse: keep });
  const line2 = useField<string>('property.addressLine2', { parse: keep });
  const type = useField<string>('property.type');
  const lockbox = useField<boolean>('access.lockboxPurchased', { subscription: { value: true } });
  const instructions = useField<string>('access.customInstructions', { parse: keep });
  const { user } = useSession();
  const wizard = flow === 'wizard';
  const offersLockbox = wizard && plan !== 'recurring';
  const variant = wizard ? 'address' : 'city';
  const typed = [address.input.value, line2.input.value]
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  const refusal = typed ? serviceAreaProblem({ address: address.input.value, addressLine2: line2.input.value, ...TOWN }) : null;

  return (
    <FieldGrid>
      <SavedAddresses flow={flow} />
      <AddressAutocomplete
        id={`${id}-street`}
        label="Street address"
        value={address.input.value}
        onChange={(value) => address.input.onChange(value)}
        onBlur={address.input.onBlur}
      />
      <Field label="Apartment, suite, etc. (optional)" htmlFor={`${id}-line2`}>
        <Input {...line2.input} id={`${id}-line2`} autoComplete="address-line2" />
      </Field>
      <FixedTown>
        <Field label="City" htmlFor={`${id}-city`}>
          <Input id={`${id}-city`} value={SERVICE_AREA.city} readOnly />
        </Field>
        <Field label="State" htmlFor={`${id}-state`}>
          <Input id={`${id}-state`} value={SERVICE_AREA.state} readOnly />
        </Field>
        <Field label="ZIP code" htmlFor={`${id}-zip`}>
          <Input id={`${id}-zip`} value={SERVICE_AREA.zip} readOnly />
        </Field>
      </FixedTown>
      <ServiceAreaNote $refused={refusal !== null} role={refusal ? 'alert' : undefined}>
        {refusal ? <p>{refusal.message}</p> : <Muted>{`We serve ${SERVICE_AREA.label} ${SERVICE_AREA.zip} only during the beta.`}</Muted>}
        <Button variant="secondary" size="sm" onClick={() => setRequesting(true)}>
          {wizard ? 'Request My Location' : 'Request my location'}
        </Button>
      </ServiceAreaNote>
      {wizard ? (
        <Field label="Property type" htmlFor={`${id}-type`}>
          <Select {...type.input} id={`${id}-type`}>
            {PROPERTY_TYPES.map((value) => (
              <option key={value} value={value}>
                {TYPE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {offersLockbox ? (
        <Checkbox>
          <input
            type="checkbox"
            name={lockbox.input.name}
            checked={Boolean(lockbox.input.value)}
            onChange={(event) => lockbox.input.onChange(event.target.checked)}
            aria-describedby={`${id}-lockbox-about`}
          />
          <span>{`Add a lockbox (+${formatCents(LOCKBOX_PRICE_CENTS)}, once per property)`}</span>
        </Checkbox>
      ) : null}
      {offersLockbox ? <LockboxAbout id={`${id}-lockbox-about`}>{LOCKBOX_EXPLANATION}</LockboxAbout> : null}
      <Field
        label="Access instructions"
        htmlFor={`${id}-access`}
        hint={offersLockbox ? 'Needed unless you add a lockbox: how the sitter gets in.' : 'How the sitter gets in: key, code, neighbour.'}
      >
        <TextArea {...instructions.input} id={`${id}-access`} />
      </Field>
      <LocationRequestDialog
        variant={variant}
        open={requesting}
        onClose={() => setRequesting(false)}
        initialValues={prefilledLocation(variant, user, refusal ? typed : '')}
      />
    </FieldGrid>
  );
}
