import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { AccessDetailsEditor } from './AccessDetailsEditor';

const ADDRESS = '12 Front St, Marblehead, MA 01945';

function setup(putReply: { status?: number; body: unknown }) {
  const stub = createStubFetch(
    {
      'GET /api/properties/access': {
        body: { address: ADDRESS, setFields: ['doorCode', 'keyHolder'], updatedAt: '2026-06-15T14:00:00.000Z' },
      },
      'PUT /api/properties/access': putReply,
    },
    { user: homeownerUser },
  );
  renderArea(<AccessDetailsEditor address={ADDRESS} />, { stub, path: '/homeowner/properties' });
  return stub;
}

describe('AccessDetailsEditor', () => {
  it('shows which fields are saved, never their values, and sends only what the owner typed', async () => {
    const stub = setup({
      body: { address: ADDRESS, setFields: ['doorCode', 'alarmCode', 'keyHolder'], updatedAt: '2026-06-15T14:05:00.000Z' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit access details' }));
    const form = await screen.findByRole('form', { name: 'Access details' });
    expect(await within(form).findAllByText('Saved. Leave blank to keep it.')).toHaveLength(2);
    expect(within(form).getByLabelText('Door code')).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Alarm code'), ' 7788 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save access details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Access details saved.');
    const put = stub.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ address: ADDRESS, details: { alarmCode: '7788' } });
    expect(
      stub.requests
        .find((request) => request.method === 'GET' && request.url.pathname === '/api/properties/access')
        ?.url.searchParams.get('address'),
    ).toBe(ADDRESS);
  });

  it("shows the server's refusal", async () => {
    setup({ status: 404, body: { code: 'access.property_not_found', message: 'You have no visits at this address.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit access details' }));
    const form = await screen.findByRole('form', { name: 'Access details' });
    await userEvent.type(within(form).getByLabelText('Gate'), '3141');
    await userEvent.click(within(form).getByRole('button', { name: 'Save access details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no visits at this address.');
  });
});
