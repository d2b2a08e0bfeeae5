import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_MESSAGES } from '@housesit/shared-contracts';
import { adminUser, renderArea } from '@housesit/shell/kit/testing';
import { JobAccessDetails } from './JobAccessDetails';

const REVEAL = 'POST /api/visits/31/access/reveal';
const SAVE = 'PUT /api/admin/visits/31/access';
const SUMMARY = { address: '12 Front St, Marblehead, MA 01945', setFields: ['doorCode'], updatedAt: '2026-06-15T14:00:00.000Z' };

describe('JobAccessDetails (an admin and a home’s sealed access details)', () => {
  it('opens the details only with a typed reason, sends it, and shows what the server answered', async () => {
    const { stub } = renderArea(<JobAccessDetails visitId={31} />, {
      user: adminUser,
      routes: { [REVEAL]: { body: { visitId: 31, details: { doorCode: '4512', keyHolder: 'housesit', keyNumber: 'HS-7' } } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    // No reason: nothing is asked of the server, and the field says why.
    expect(stub.requestsTo('/api/visits/31/access/reveal', 'POST')).toHaveLength(0);
    const reason = screen.getByRole('textbox', { name: 'Reason for viewing' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.reasonRequired);

    await userEvent.type(reason, '  Sitter locked out  ');
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    const details = await screen.findByLabelText('Access details');
    expect(details).toHaveTextContent('Door code');
    expect(details).toHaveTextContent('4512');
    expect(details).toHaveTextContent('Housesit key');
    expect(details).toHaveTextContent('HS-7');
    expect(stub.requestsTo('/api/visits/31/access/reveal', 'POST').map((r) => r.body)).toEqual([{ reason: 'Sitter locked out' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide access details' }));
    expect(screen.queryByText('4512')).toBeNull();
  });

  it("shows the server's refusal in its words, and that nothing is saved when it says so", async () => {
    let answer: 'refuse' | 'none' = 'refuse';
    renderArea(<JobAccessDetails visitId={31} />, {
      user: adminUser,
      routes: {
        [REVEAL]: () =>
          answer === 'refuse'
            ? { status: 403, body: { code: 'access.reveal_refused', message: ACCESS_MESSAGES.revealRefused } }
            : { body: { visitId: 31, details: null } },
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for viewing' }), 'Check');
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.revealRefused);
    answer = 'none';
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    expect(await screen.findByText(ACCESS_MESSAGES.noneSaved)).toBeInTheDocument();
  });

  it('changes the fields typed, with a reason, and shows the server’s reason when it refuses', async () => {
    let refuse = true;
    const { stub } = renderArea(<JobAccessDetails visitId={31} />, {
      user: adminUser,
      routes: {
        [SAVE]: () =>
          refuse
            ? {
                status: 400,
                body: {
                  code: 'access.reason_required',
                  message: ACCESS_MESSAGES.reasonRequired,
                  fieldErrors: { reason: 'The server wants a longer reason.' },
                },
              }
            : { body: SUMMARY },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change access details' }));
    const form = screen.getByRole('form', { name: 'Change access details' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Door code' }), ' 2468 ');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Key holder' }), 'housesit');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Housesit key #' }), 'HS-9');
    await userEvent.click(within(form).getByRole('button', { name: 'Save access details' }));
    // A reason first, said at the field; nothing sent.
    expect(within(form).getByRole('textbox', { name: 'Reason for the change' })).toHaveAttribute('aria-invalid', 'true');
    expect(stub.requestsTo('/api/admin/visits/31/access', 'PUT')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason for the change' }), 'Customer phoned');
    await userEvent.click(within(form).getByRole('button', { name: 'Save access details' }));
    expect(await within(form).findByText('The server wants a longer reason.')).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Save access details' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Access details saved.');
    expect(stub.requestsTo('/api/admin/visits/31/access', 'PUT').map((r) => r.body)).toEqual([
      { reason: 'Customer phoned', details: { doorCode: '2468', keyNumber: 'HS-9', keyHolder: 'housesit' } },
      { reason: 'Customer phoned', details: { doorCode: '2468', keyNumber: 'HS-9', keyHolder: 'housesit' } },
    ]);
    // Saved: the form is empty again, so nothing is sent twice by mistake.
    expect(within(form).getByRole('textbox', { name: 'Door code' })).toHaveValue('');
  });
});
