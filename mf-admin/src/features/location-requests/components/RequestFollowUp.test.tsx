import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationRequest } from '@housesit/shared-contracts';
import { adminUser, renderArea, toastTexts } from '@housesit/shell/kit/testing';
import { LocationRequests } from './LocationRequests';

const request: LocationRequest = {
  id: 7,
  variant: 'city',
  fullName: 'Ann Salem',
  email: 'ann@example.com',
  phone: '555-0101',
  homeAddress: null,
  requestedCity: 'Salem',
  status: 'new',
  note: null,
  createdAt: '2026-05-02T16:00:00.000Z',
};

function show(patch: (body: unknown) => { status?: number; body: unknown }) {
  const sent: unknown[] = [];
  const view = renderArea(<LocationRequests />, {
    user: adminUser,
    routes: {
      '/api/admin/location-requests': { body: { items: [request], total: 1, nextOffset: null } },
      'PATCH /api/admin/location-requests/7': (_url, { body }) => {
        sent.push(body);
        return patch(body);
      },
    },
  });
  return { ...view, sent };
}

describe('following up a service-area request', () => {
  it('saves the status and note together and shows the new status', async () => {
    const user = userEvent.setup();
    const { sent } = show((body) => ({ body: { ...request, ...(body as object), note: 'Called back' } }));
    const form = await screen.findByRole('form', { name: 'Follow-up for Ann Salem' });
    expect(screen.getByText('New', { selector: 'span' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Status'), 'Contacted');
    await user.type(within(form).getByLabelText('Note'), 'Called back');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contacted', { selector: 'span' })).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'contacted', note: 'Called back' }]);
    expect(toastTexts()[0]).toBe('Request updated: Ann Salem: Contacted');
  });

  it('shows the server’s reason when the save is refused, and keeps what was typed', async () => {
    const user = userEvent.setup();
    show(() => ({ status: 400, body: { code: 'request.invalid', message: 'Note must be at most 1000 characters' } }));
    const form = await screen.findByRole('form', { name: 'Follow-up for Ann Salem' });
    await user.type(within(form).getByLabelText('Note'), 'Too long, says the server');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Note must be at most 1000 characters/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveValue('Too long, says the server');
  });
});
