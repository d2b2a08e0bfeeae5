import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { AccessReveals } from './AccessReveals';

const ADDRESS = '12 Front St, Marblehead, MA 01945';
const PATH = 'GET /api/properties/access/reveals';

function setup(reply: { status?: number; body: unknown }) {
  const stub = createStubFetch({ [PATH]: reply }, { user: homeownerUser });
  renderArea(<AccessReveals address={ADDRESS} />, { stub, path: '/homeowner/properties' });
  return stub;
}

describe('AccessReveals', () => {
  it("lists who viewed the details, when (New York's time), for which visit, and an admin's reason", async () => {
    const stub = setup({
      body: {
        items: [
          {
            id: 2,
            visitId: 23,
            revealedAt: '2026-06-20T16:00:00.000Z',
            userId: 1,
            name: 'Alex Admin',
            role: 'admin',
            reason: 'Sitter locked out',
            ip: null,
          },
          {
            id: 1,
            visitId: 23,
            revealedAt: '2026-06-18T13:12:00.000Z',
            userId: 7,
            name: 'Sam Sitter',
            role: 'housesitter',
            reason: null,
            ip: '10.0.0.1',
          },
        ],
      },
    });
    expect(stub.callsTo('/api/properties/access/reveals')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Who viewed the access details' }));
    const list = await screen.findByRole('list', { name: `Who viewed the access details of ${ADDRESS}` });
    expect(list.querySelectorAll('li')[0]).toHaveTextContent(
      'Alex Admin (Housesit staff) viewed your access details on Saturday, June 20, 2026 at 12:00 PM EDT for Visit #23. Reason: Sitter locked out',
    );
    expect(list.querySelectorAll('li')[1]).toHaveTextContent(
      'Sam Sitter viewed your access details on Thursday, June 18, 2026 at 9:12 AM EDT for Visit #23',
    );
    expect(stub.callsTo('/api/properties/access/reveals')[0]?.searchParams.get('address')).toBe(ADDRESS);
  });

  it('says when nobody has looked', async () => {
    setup({ body: { items: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Who viewed the access details' }));
    expect(await screen.findByText('Nobody has viewed these access details yet.')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    setup({ status: 400, body: { code: 'request.invalid', message: 'Choose the property.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Who viewed the access details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the property.');
    expect(screen.getByRole('button', { name: 'Who viewed the access details' })).toBeEnabled();
  });
});
