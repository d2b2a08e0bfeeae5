import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@housesit/shared-contracts';
import { makeVisit, page, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { makeSitter } from '../../../test/fixtures';
import JobQueueScreen from './JobQueueScreen';

const owner: User = {
  id: 5,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(781) 555-0110',
  address: null,
  role: 'homeowner',
};
const job = makeVisit({
  id: 31,
  homeownerId: owner.id,
  homeowner: { id: owner.id, firstName: 'Ada', lastName: 'Lovelace' },
  homeownerPhone: '(781) 555-0110',
  schedulingAddOns: ['Lockbox'],
  assignedSitterId: 2,
  assignedSitter: { id: 2, firstName: 'Sam', lastName: 'Sitter' },
});
const routes = {
  '/api/admin/jobs': { body: page([job]) },
  '/api/admin/users': (url: URL) => ({
    body: { items: url.searchParams.get('role') === 'homeowner' ? [owner] : [makeSitter(2, 'Sam', 'Sitter')] },
  }),
};

describe('Job details for admins', () => {
  it("shows the way to open the sealed access details, the lockbox, the homeowner's contact and the sitter", async () => {
    renderArea(<JobQueueScreen path="/jobs" />, { user: adminUser, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Visit #31' }));
    const dialog = screen.getByRole('dialog', { name: 'Visit #31' });
    // No access text comes with the job: the details open with a reason.
    expect(within(dialog).getByRole('textbox', { name: 'Reason for viewing' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show access details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change access details' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Yes, a lockbox was ordered');
    expect(dialog).toHaveTextContent('Ada Lovelace');
    expect(await within(dialog).findByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(within(dialog).getByRole('link', { name: '(781) 555-0110' })).toHaveAttribute('href', 'tel:7815550110');
    expect(within(dialog).getByLabelText('Assigned sitter')).toHaveDisplayValue('Sam Sitter');
  });
});
