import { TOASTS } from '@housesit/shared-contracts';
import { Button, Dialog, Field, Input, Stack, useToast } from '@housesit/shell/kit';
import { useId } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useRequestLocation } from '../api/useRequestLocation';
import { LOCATION_FIELDS, allFilled, emailLooksValid, toPayload, type LocationValues, type LocationVariant } from './locationFields';

const TITLES: Record<LocationVariant, { title: string; description: string }> = {
  address: {
    title: 'Request Service Area Expansion',
    description: "We serve Marblehead, MA only for now. Tell us where you live and we'll let you know when we get there.",
  },
  city: {
    title: 'Request your location',
    description: 'We serve Marblehead, MA only for now. Tell us which town you need, and we will contact you.',
  },
};

interface Props {
  variant: LocationVariant;
  open: boolean;
  onClose(): void;
  /** What the fields start with (prefilledLocation: the customer and the refused address); empty by default. */
  initialValues?: LocationValues;
}

/**
 * The service-area request, one component for both flows. The dashboard variant checks on
 * submit with the spec's toasts; the purchase variant keeps Submit disabled until every field
 * has text (docs/product/customer.md §5). Both are stored through POST /api/location-requests.
 */
export function LocationRequestDialog({ variant, open, onClose, initialValues }: Props) {
  const formId = useId();
  const { toast } = useToast();
  const requestLocation = useRequestLocation();
  const { title, description } = TITLES[variant];
  // Closing (Cancel, Escape, success) drops the form, so the next opening starts empty.
  if (!open) return null;

  async function submit(values: LocationValues) {
    if (variant === 'address') {
      if (!allFilled(variant, values)) {
        toast({ ...TOASTS.requiredFieldsMissing, variant: 'destructive' });
        return;
      }
      if (!emailLooksValid(values)) {
        toast({ ...TOASTS.invalidEmailFormat, variant: 'destructive' });
        return;
      }
    }
    if (await requestLocation(toPayload(variant, values))) onClose();
  }

  return (
    <Form<LocationValues>
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{ submitting: true, values: true }}
      render={({ handleSubmit, submitting, values }) => (
        <Dialog
          open
          onClose={onClose}
          title={title}
          description={description}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={formId}
                disabled={submitting || (variant === 'city' && !allFilled(variant, values))}
                aria-busy={submitting || undefined}
              >
                Submit Request
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
            <Stack gap={3}>
              {LOCATION_FIELDS[variant].map((field) => (
                <FinalField<string> key={field.name} name={field.name}>
                  {({ input }) => (
                    <Field label={field.label} htmlFor={`${formId}-${field.name}`}>
                      <Input {...input} id={`${formId}-${field.name}`} type={field.type} autoComplete={field.autoComplete} />
                    </Field>
                  )}
                </FinalField>
              ))}
            </Stack>
          </form>
        </Dialog>
      )}
    />
  );
}
