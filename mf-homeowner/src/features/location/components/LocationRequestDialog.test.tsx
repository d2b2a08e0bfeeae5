import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, renderArea, toastTexts, type StubRoute } from '@housesit/shell/kit/testing';
import { LocationRequestDialog } from './LocationRequestDialog';
import type { LocationVariant } from './locationFields';

function Harness({ variant }: { variant: LocationVariant }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <LocationRequestDialog variant={variant} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function setup(variant: LocationVariant, route: StubRoute = () => ({ status: 201, body: { request: {} } })) {
  const stub = createStubFetch({ '/api/location-requests': route }, { user: homeownerUser });
  renderArea(<Harness variant={variant} />, { stub: stub });
  return stub;
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
}

const complete = {
  'Full Name': 'Pat Lee',
  'Home Address': '1 Main St, Salem, MA',
  'Email Address': 'pat@example.com',
  'Phone Number': '555-0100',
};

describe('LocationRequestDialog, dashboard variant', () => {
  it('asks for the four fields with Cancel and Submit Request', async () => {
    setup('address');
    const dialog = screen.getByRole('dialog', { name: 'Request Service Area Expansion' });
    expect(dialog).toBeInTheDocument();
    for (const label of Object.keys(complete)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it("says 'Required fields missing' and sends nothing while a field is empty", async () => {
    const stub = setup('address');
    await fill({ 'Full Name': 'Pat Lee', 'Email Address': 'pat@example.com', 'Phone Number': '555' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toastTexts()).toEqual(['Required fields missing: Please fill in all required fields.']);
    expect(stub.requestsTo('/api/location-requests')).toHaveLength(0);
  });

  it("says 'Invalid email format' for an address without the pattern", async () => {
    const stub = setup('address');
    await fill({ ...complete, 'Email Address': 'pat@example' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toastTexts()).toEqual(['Invalid email format: Please enter a valid email address.']);
    expect(stub.requestsTo('/api/location-requests')).toHaveLength(0);
  });

  it("stores the request, says 'Request submitted!' and starts empty next time", async () => {
    const stub = setup('address');
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText("Request submitted!: We'll contact you soon to discuss expanding our service area."),
    ).toBeInTheDocument();
    expect(stub.requestsTo('/api/location-requests', 'POST')[0]!.body).toEqual({
      fullName: 'Pat Lee',
      homeAddress: '1 Main St, Salem, MA',
      email: 'pat@example.com',
      phone: '555-0100',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("says 'Error submitting request' when the server fails, and stays open", async () => {
    setup('address', () => ({ status: 500, body: { message: 'boom' } }));
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Error submitting request: Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Pat Lee');
  });

  it('shows the flood limit reason on a 429', async () => {
    setup('address', () => ({ status: 429, body: { message: 'Too many requests from this address. Please try again in an hour.' } }));
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText('Error submitting request: Too many requests from this address. Please try again in an hour.'),
    ).toBeInTheDocument();
  });
});

describe('LocationRequestDialog, purchase variant', () => {
  it('keeps Submit Request disabled until all four fields have text, then sends the town', async () => {
    const stub = setup('city');
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    expect(submit).toBeDisabled();
    await fill({ 'Full Name': 'Pat Lee', 'Email Address': 'pat@example.com', 'Phone Number': '555' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('City or town'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('City or town'), 'Salem');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText(/Request submitted!/)).toBeInTheDocument();
    expect(stub.requestsTo('/api/location-requests', 'POST')[0]!.body).toEqual({
      fullName: 'Pat Lee',
      email: 'pat@example.com',
      phone: '555',
      requestedCity: 'Salem',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
