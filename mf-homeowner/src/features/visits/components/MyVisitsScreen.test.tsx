import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOMEOWNER_MESSAGES, SITTER_PROFILE_TEXT, serviceDayKey, type CancellationPreview, type Visit } from '@housesit/shared-contracts';
import { formatLongDate } from '@housesit/shell/kit';
import {
  createStubFetch,
  homeownerUser,
  makeReport,
  makeTask,
  page,
  renderArea,
  toastTexts,
  type StubReply,
} from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { MyVisitsScreen } from './MyVisitsScreen';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const farAway = makeVisit(41, { scheduledDate: inDays(20), tasks: [makeTask(1, 'Mail pickup')] });
const soon = makeVisit(42, {
  scheduledDate: inDays(3),
  tasks: [makeTask(2, 'Fish care')],
  assignedSitterId: 3,
  assignedSitter: { id: 3, firstName: 'Sam', lastName: '' },
  sitterCard: { firstName: 'Sam', photoUrl: '/api/media/sitter/5c0e4c2a-8a51-4c8e-9b7b-1f2d3e4f5a6b', profile: 'I love ferns.' },
});
const done = makeVisit(43, {
  status: 'completed',
  scheduledDate: '2025-06-20T15:00:00.000Z',
  tasks: [makeTask(3, 'Security check')],
  report: makeReport(),
});

const REFUND_PREVIEW = { allowed: true, refundCents: 8500, lines: [{ kind: 'visit', label: 'Visit price', amountCents: 8500 }] };

function setup(
  options: {
    upcoming?: Visit[];
    past?: Visit[];
    cancel?: () => StubReply;
    preview?: () => StubReply;
    reschedule?: () => StubReply | undefined;
    pages?: boolean;
    path?: string;
  } = {},
) {
  let upcoming = options.upcoming ?? [farAway, soon];
  const stub = createStubFetch(
    {
      '/api/visits': (url) => {
        if (url.searchParams.get('when') === 'past') return { body: page(options.past ?? [done]) };
        if (options.pages) {
          const offset = Number(url.searchParams.get('offset'));
          return { body: offset === 0 ? page([farAway], 11, 10) : page([soon], 11, null) };
        }
        return { body: page(upcoming) };
      },
      '/api/visit/41/cancellation': () => options.preview?.() ?? { body: REFUND_PREVIEW },
      '/api/visit/41/reschedule': () =>
        options.reschedule?.() ?? {
          body: { visit: { ...farAway, scheduledDate: inDays(30), timeWindow: 'evening' }, sitterUnassigned: false },
        },
      '/api/visit/41/cancel': () => {
        const reply = options.cancel?.() ?? {
          body: {
            visit: { ...farAway, status: 'cancelled' },
            refund: { amountCents: 8500, status: 'succeeded', lines: REFUND_PREVIEW.lines },
          },
        };
        if ((reply.status ?? 200) < 300) upcoming = upcoming.map((v) => (v.id === 41 ? { ...v, status: 'cancelled' as const } : v));
        return reply;
      },
    },
    { user: homeownerUser },
  );
  renderArea(<MyVisitsScreen />, { stub: stub, path: options.path ?? '/homeowner/visits' });
  return stub;
}

const card = (name: string) => screen.getByRole('article', { name });

/** A day of the dialog's month calendar, paging months until it shows. */
async function dayButton(dialog: HTMLElement, iso: string): Promise<HTMLElement> {
  const month = () => within(dialog).getByRole('heading', { level: 4 }).textContent;
  for (let pages = 0; pages < 12; pages++) {
    const day = within(dialog).queryByRole('button', { name: formatLongDate(iso) });
    if (day) return day;
    const shown = new Date(`${month()} 1`);
    await userEvent.click(within(dialog).getByRole('button', { name: shown < new Date(iso) ? 'Next month' : 'Previous month' }));
  }
  throw new Error(`${iso} is not in the calendar`);
}

describe('MyVisitsScreen', () => {
  it('lists upcoming visits 10 at a time with status, date, address and sitter', async () => {
    const stub = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Visits' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Mail pickup' })).toHaveTextContent('Upcoming');
    expect(card('Mail pickup')).toHaveTextContent('12 Front St, Marblehead, MA 01945');
    expect(card('Mail pickup')).toHaveTextContent('Visit #41 · $65.00');
    expect(within(card('Mail pickup')).getByRole('region', { name: SITTER_PROFILE_TEXT.yourSitter })).toHaveTextContent(
      SITTER_PROFILE_TEXT.noSitter,
    );
    // Who is coming: first name, photo (with its alt text) and profile.
    const sitter = within(card('Fish care')).getByRole('region', { name: SITTER_PROFILE_TEXT.yourSitter });
    expect(sitter).toHaveTextContent('Sam');
    expect(sitter).toHaveTextContent('I love ferns.');
    expect(within(sitter).getByRole('img', { name: SITTER_PROFILE_TEXT.photoAlt('Sam') })).toHaveAttribute(
      'src',
      '/api/media/sitter/5c0e4c2a-8a51-4c8e-9b7b-1f2d3e4f5a6b',
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(Object.fromEntries(stub.callsTo('/api/visits')[0]!.searchParams)).toEqual({ when: 'upcoming', limit: '10', offset: '0' });
  });

  it('opens the visit a link names (a dashboard card): marked as the current one and focused', async () => {
    setup({ path: '/homeowner/visits?visit=42' });
    const opened = await screen.findByRole('article', { name: 'Fish care' });
    expect(opened).toHaveAttribute('aria-current', 'true');
    // Focus moves once the list has rendered (an effect after it).
    await waitFor(() => expect(opened).toHaveFocus());
    expect(card('Mail pickup')).not.toHaveAttribute('aria-current');
  });

  it('offers Cancel only at least 7 days ahead, and says why otherwise', async () => {
    setup();
    const far = await screen.findByRole('article', { name: 'Mail pickup' });
    expect(within(far).getByRole('button', { name: 'Cancel visit' })).toBeEnabled();

    const near = card('Fish care');
    const button = within(near).getByRole('button', { name: 'Cancel visit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Visits can be cancelled up to 7 days before they take place\./);
  });

  it('says what will be refunded, cancels after confirming, names the refund and refetches', async () => {
    const stub = setup();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Mail pickup' })).getByRole('button', { name: 'Cancel visit' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this visit?' });
    expect(await within(dialog).findByText('$85.00 will be refunded to your card.')).toBeInTheDocument();
    expect(within(dialog).getByRole('definition')).toHaveTextContent('$85.00');
    expect(within(dialog).getByRole('term')).toHaveTextContent('Visit price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep visit' }));
    expect(stub.callsTo('/api/visit/41/cancel')).toHaveLength(0);

    await userEvent.click(within(card('Mail pickup')).getByRole('button', { name: 'Cancel visit' }));
    const again = screen.getByRole('dialog');
    await within(again).findByText('$85.00 will be refunded to your card.');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Visit cancelled: Your visit has been cancelled. $85.00 will be refunded to your card.']),
    );
    expect(stub.requestsTo('/api/visit/41/cancel', 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(card('Mail pickup')).toHaveTextContent('Cancelled'));
    expect(within(card('Mail pickup')).queryByRole('button', { name: 'Cancel visit' })).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing will be refunded', async () => {
    setup({ preview: () => ({ body: { allowed: true, refundCents: 0, lines: [] } }) });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Mail pickup' })).getByRole('button', { name: 'Cancel visit' }),
    );
    expect(await within(screen.getByRole('dialog')).findByText('Nothing will be refunded for this visit.')).toBeInTheDocument();
  });

  it('keeps Cancel disabled when the server says the visit can no longer be cancelled', async () => {
    const refused: CancellationPreview = { allowed: false, code: 'visit.cancel_too_late', message: HOMEOWNER_MESSAGES.cancelTooLate };
    setup({ preview: () => ({ body: refused }) });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Mail pickup' })).getByRole('button', { name: 'Cancel visit' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Visits can be cancelled up to 7 days before they take place.');
    expect(within(dialog).getByRole('button', { name: 'Cancel visit' })).toBeDisabled();
  });

  it("shows 'Cancel failed' with the API's reason when it refuses", async () => {
    setup({ cancel: () => ({ status: 409, body: { message: 'Visits can be cancelled up to 7 days before they take place.' } }) });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Mail pickup' })).getByRole('button', { name: 'Cancel visit' }),
    );
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('$85.00 will be refunded to your card.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Cancel failed: Visits can be cancelled up to 7 days before they take place.']));
  });

  it('shows past visits with a link to the report', async () => {
    setup();
    await screen.findByRole('article', { name: 'Mail pickup' });
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('article', { name: 'Security check' });
    expect(past).toHaveTextContent('Completed');
    expect(within(past).getByRole('link', { name: 'View report' })).toHaveAttribute('href', '/reports');
    expect(within(past).queryByRole('button', { name: 'Cancel visit' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/homeowner/visits?show=past');
  });

  it('pages with Previous page / Next page', async () => {
    const stub = setup({ pages: true });
    await screen.findByRole('article', { name: 'Mail pickup' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Fish care' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11–11 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(stub.callsTo('/api/visits').at(-1)!.searchParams.get('offset')).toBe('10');
  });

  it('has empty and error states', async () => {
    setup({ upcoming: [], past: [] });
    expect(await screen.findByRole('heading', { name: 'No upcoming visits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'No past visits' })).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    const stub = createStubFetch({ '/api/visits': () => ({ status: 503, body: { message: 'down' } }) }, { user: homeownerUser });
    renderArea(<MyVisitsScreen />, { stub: stub, path: '/homeowner/visits' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reschedules a visit 7 days or more ahead to a new date and window, and shows the server’s reason when it refuses', async () => {
    let refuse = true;
    const stub = setup({
      reschedule: () =>
        refuse
          ? { status: 409, body: { code: 'visit.reschedule_date_refused', message: 'Choose a new date at least 7 days from today.' } }
          : undefined,
    });
    const far = await screen.findByRole('article', { name: 'Mail pickup' });
    expect(within(card('Fish care')).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    await userEvent.click(within(far).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule this visit' });
    const confirm = within(dialog).getByRole('button', { name: 'Reschedule' });
    // The booking's calendar, opened on the visit's own day and window: nothing to send yet.
    expect(within(dialog).getByRole('grid', { name: /New date/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: formatLongDate(serviceDayKey(inDays(20))) })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('radio', { name: 'Morning (8–12)' })).toBeChecked();
    expect(confirm).toBeDisabled();
    // The rule is repeated before asking: a day under 7 days ahead cannot be picked.
    const tooSoon = await dayButton(dialog, serviceDayKey(inDays(3)));
    expect(tooSoon).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tooSoon);
    expect(tooSoon).toHaveAttribute('aria-pressed', 'false');
    expect(confirm).toBeDisabled();
    // Either a new day or a new window is a change; back to both of the visit's own, nothing to send.
    await userEvent.click(await dayButton(dialog, serviceDayKey(inDays(30))));
    expect(await dayButton(dialog, serviceDayKey(inDays(30)))).toHaveAttribute('aria-pressed', 'true');
    expect(confirm).toBeEnabled();
    await userEvent.click(await dayButton(dialog, serviceDayKey(inDays(20))));
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Evening (4–8)' }));
    expect(confirm).toBeEnabled();

    await userEvent.click(await dayButton(dialog, serviceDayKey(inDays(30))));
    await userEvent.click(confirm);
    // The server's own reason, in the dialog.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a new date at least 7 days from today.');
    expect(stub.requestsTo('/api/visit/41/reschedule', 'PATCH')[0]!.body).toEqual({
      date: serviceDayKey(inDays(30)),
      timeWindow: 'evening',
    });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Midday (12–4)' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Evening (4–8)' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTexts().join(' ')).toMatch(/Your visit is now on .+ · Evening \(4–8\)\./);
  });
});
