import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTask, page, renderArea, sitterUser } from '@housesit/shell/kit/testing';
import { makeCompletedVisit, makeVisit } from '../../../test/fixtures';
import SitterJobsScreen from './SitterJobsScreen';

const ann = { homeownerId: 10, homeowner: { id: 10, firstName: 'Ann', lastName: 'Lee' }, propertyAddress: '5 Front St, Marblehead' };
const bob = { homeownerId: 20, homeowner: { id: 20, firstName: 'Bob', lastName: 'Ray' }, propertyAddress: '9 Elm Rd, Marblehead' };

const visits = [
  makeVisit({
    id: 1,
    ...ann,
    status: 'scheduled',
    specialInstructions: 'Water the ferns',
    tasks: [makeTask(1, 'Security check', 'security_check'), makeTask(2, 'Water window boxes', 'plant_care')],
  }),
  makeVisit({ id: 2, ...bob, status: 'scheduled' }),
  makeVisit({ id: 3, ...bob, status: 'in_progress' }),
  makeCompletedVisit(4, '2025-06-01T10:00:00.000Z', ann),
  makeCompletedVisit(5, '2025-06-02T10:00:00.000Z', bob),
  makeCompletedVisit(6, '2025-06-03T10:00:00.000Z', bob),
  makeVisit({ id: 7, ...ann, status: 'cancelled' }),
];

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('Sitter jobs', () => {
  it('shows a loading text, then the tabs with their counts', async () => {
    renderArea(<SitterJobsScreen path="/housesitter/jobs" />, { user: sitterUser, routes: { '/api/visits': { body: page(visits) } } });
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
    await screen.findByRole('tablist', { name: 'Jobs by status' });
    expect(tabNames()).toEqual(['Upcoming2', 'Active1', 'Completed3']);
    expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    // Headings descend: the page's h1, the list's h2, the cards' h3 (Lighthouse 'heading-order').
    expect(within(panel).getByRole('heading', { level: 2, name: 'Upcoming jobs' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Ann Lee');
    expect(panel).toHaveTextContent('5 Front St, Marblehead');
    expect(panel).toHaveTextContent('Security check + Water window boxes');
  });

  it('switches tabs with a click and with the arrow keys', async () => {
    renderArea(<SitterJobsScreen path="/housesitter/jobs" />, { user: sitterUser, routes: { '/api/visits': { body: page(visits) } } });
    await userEvent.click(await screen.findByRole('tab', { name: /Completed/ }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('searches by first name, last name and address, and counts follow the search', async () => {
    renderArea(<SitterJobsScreen path="/housesitter/jobs" />, { user: sitterUser, routes: { '/api/visits': { body: page(visits) } } });
    await screen.findByRole('tablist');
    const search = screen.getByLabelText('Search jobs');
    await userEvent.type(search, 'ann');
    expect(tabNames()).toEqual(['Upcoming1', 'Active0', 'Completed1']);
    await userEvent.clear(search);
    await userEvent.type(search, 'ray');
    expect(tabNames()).toEqual(['Upcoming1', 'Active1', 'Completed2']);
    await userEvent.clear(search);
    await userEvent.type(search, 'elm rd');
    expect(tabNames()).toEqual(['Upcoming1', 'Active1', 'Completed2']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No upcoming jobs')).toBeInTheDocument();
  });

  it("shows 'Error loading jobs: {message}' with Retry", async () => {
    renderArea(<SitterJobsScreen path="/housesitter/jobs" />, {
      user: sitterUser,
      routes: {
        '/api/visits': { status: 503, body: { message: 'The service is temporarily unavailable. Please try again in a moment.' } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading jobs: The service is temporarily unavailable. Please try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the details with the access details to reveal, special instructions, tasks and photos', async () => {
    renderArea(<SitterJobsScreen path="/housesitter/jobs" />, { user: sitterUser, routes: { '/api/visits': { body: page(visits) } } });
    const panel = await screen.findByRole('tabpanel');
    await userEvent.click(within(panel).getAllByRole('button', { name: /View details/ })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Visit #1' });
    expect(dialog).toHaveTextContent('5 Front St, Marblehead');
    expect(within(dialog).getByRole('button', { name: 'Show access details' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Access instructions');
    expect(dialog).toHaveTextContent('Water the ferns');
    expect(dialog).toHaveTextContent('Plant Care');
    expect(dialog).toHaveTextContent('No photos yet.');
    // A scheduled visit's one next step, in the dialog's footer under the thumb.
    expect(within(dialog).getByRole('button', { name: 'Start visit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Complete visit' })).toBeNull();
  });
});
