import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_MESSAGES } from '@housesit/shared-contracts';
import { renderArea, sitterUser } from '@housesit/shell/kit/testing';
import { AccessDetailsReveal } from './AccessDetailsReveal';

const PATH = 'POST /api/visits/5/access/reveal';

describe('AccessDetailsReveal', () => {
  it('asks the server only when the sitter presses the button, then shows what it answered', async () => {
    const {
      stub: { requests },
    } = renderArea(<AccessDetailsReveal visitId={5} />, {
      user: sitterUser,
      routes: {
        [PATH]: {
          body: { visitId: 5, details: { doorCode: '2468', keyHolder: 'housesit', keyNumber: 'HS-042', wifiPassword: 'sea-salt' } },
        },
      },
    });
    expect(requests.filter((r) => r.url.pathname === '/api/visits/5/access/reveal')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    expect(await screen.findByText('2468')).toBeTruthy();
    expect(screen.getByText('Door code')).toBeTruthy();
    expect(screen.getByText('Housesit key')).toBeTruthy();
    expect(screen.getByText('HS-042')).toBeTruthy();
    expect(screen.getByText('sea-salt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show access details' })).toBeNull();
    const sent = requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/visits/5/access/reveal');
    expect(sent).toHaveLength(1);
  });

  it("shows the server's refusal message and keeps the button", async () => {
    renderArea(<AccessDetailsReveal visitId={5} />, {
      user: sitterUser,
      routes: { [PATH]: { status: 403, body: { code: 'access.reveal_not_now', message: ACCESS_MESSAGES.revealNotNow } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCESS_MESSAGES.revealNotNow);
    expect(screen.getByRole('button', { name: 'Show access details' })).toBeTruthy();
  });

  it('says so when nothing was saved for the property', async () => {
    renderArea(<AccessDetailsReveal visitId={5} />, { user: sitterUser, routes: { [PATH]: { body: { visitId: 5, details: null } } } });
    await userEvent.click(screen.getByRole('button', { name: 'Show access details' }));
    expect(await screen.findByText(ACCESS_MESSAGES.noneSaved)).toBeTruthy();
  });
});
