import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitRating } from '@housesit/shared-contracts';
import { homeownerUser, renderArea, toastTexts } from '@housesit/shell/kit/testing';
import { RateVisit } from './RateVisit';

function show(initial: VisitRating | null, put?: (body: unknown) => { status?: number; body: unknown }) {
  let rating = initial;
  const sent: unknown[] = [];
  renderArea(<RateVisit visitId={41} />, {
    user: homeownerUser,
    routes: {
      '/api/visits/41/rating': (_url, request) => {
        if (request.method === 'PUT') {
          sent.push(request.body);
          const reply = put?.(request.body) ?? {
            body: { visitId: 41, comment: null, ratedAt: '2026-06-15T14:00:00.000Z', ...(request.body as object) },
          };
          if (!reply.status || reply.status < 400) rating = reply.body as VisitRating;
          return reply;
        }
        return { body: { rating } };
      },
    },
  });
  return sent;
}

describe('rating a completed visit', () => {
  it('sends the stars and the comment, then shows them as the customer’s rating', async () => {
    const user = userEvent.setup();
    const sent = show(null);
    const form = await screen.findByRole('form', { name: 'Rate this visit' });
    expect(within(form).getByRole('button', { name: 'Send rating' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: /4 stars/ }));
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Mail in, plants watered.');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /4 stars/ })).toBeChecked();
    expect(sent).toEqual([{ stars: 4, comment: 'Mail in, plants watered.' }]);
    expect(toastTexts()[0]).toBe('Thank you for your rating: ');
  });

  it('shows the server’s reason when the rating is refused', async () => {
    const user = userEvent.setup();
    show(null, () => ({
      status: 409,
      body: { code: 'rating.window_closed', message: 'A visit can be rated within 30 days of its completion.' },
    }));
    await user.click(await screen.findByRole('radio', { name: /5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(/A visit can be rated within 30 days of its completion/)).toBeInTheDocument();
  });
});
