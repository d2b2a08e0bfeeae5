import { useField } from 'react-final-form';

const BOOKING_FIELDS = [
  'plan',
  'cadence',
  'dates',
  'timeWindow',
  'taskIds',
  'property.address',
  'property.addressLine2',
  'property.type',
  'access.lockboxPurchased',
  'access.customInstructions',
] as const;

function Keep({ name }: { name: string }) {
  useField(name, { subscription: {} });
  return null;
}

/**
 * react-final-form 7.0.1 puts a field back to its initial value when it registers again after
 * every subscriber left (a step's fields unmount on Continue). Keeping one silent subscriber per
 * field at the form's root keeps the user's choices when they come Back.
 */
export function KeepFieldsRegistered() {
  return (
    <>
      {BOOKING_FIELDS.map((name) => (
        <Keep key={name} name={name} />
      ))}
    </>
  );
}
