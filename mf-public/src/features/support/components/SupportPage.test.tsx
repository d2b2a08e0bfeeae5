import type { User } from '@housesit/shared-contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeownerUser, renderArea, type StubReply } from '@housesit/shell/kit/testing';
import { SupportPage } from './SupportPage';

/** The server's configured contacts (SUPPORT_EMAIL, SUPPORT_PHONE), not the built-in defaults. */
const contact: StubReply = { body: { email: 'help@housesit.test', phone: '(617) 555-0100', phoneHref: 'tel:+16175550100' } };
const configured = { '/api/support/contact': contact };

describe('SupportPage', () => {
  it('helps every visitor: the configured contact details and the FAQ', async () => {
    renderArea(<SupportPage />, { path: '/support', user: null, routes: configured });
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@housesit.test' })).toHaveAttribute('href', 'mailto:help@housesit.test');
    expect(screen.getByRole('link', { name: '(617) 555-0100' })).toHaveAttribute('href', 'tel:+16175550100');
    expect(screen.queryByText('support@housesit.example')).not.toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Open Messages' })).not.toBeInTheDocument();
  });

  it('links a signed-in homeowner to Messages', async () => {
    renderArea(<SupportPage />, { path: '/support', user: homeownerUser, routes: configured });
    expect(await screen.findByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });

  it('sends other roles to their own dashboard instead', async () => {
    const admin: User = { ...homeownerUser, role: 'admin' };
    renderArea(<SupportPage />, { path: '/support', user: admin, routes: configured });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('link', { name: 'Open Messages' })).not.toBeInTheDocument();
  });

  it("keeps the server's contact on screen while the app's is on its way (the take-over of /support)", async () => {
    // The server's page, as the API composed it, before the app's first render removes it.
    const serverPage = document.createElement('div');
    serverPage.id = 'server-page';
    serverPage.innerHTML =
      '<div data-server-part="support-contact"><div><a href="mailto:team@housesit.test">team@housesit.test</a></div></div>';
    document.body.prepend(serverPage);
    let answer: (reply: StubReply) => void = () => undefined;
    const slow = { '/api/support/contact': () => new Promise<StubReply>((resolve) => (answer = resolve)) };
    try {
      renderArea(<SupportPage />, { path: '/support', user: null, routes: slow });
      serverPage.remove(); // the take-over
      expect(screen.getByRole('link', { name: 'team@housesit.test' })).toBeInTheDocument();
      expect(screen.queryByText('Loading contact details...')).not.toBeInTheDocument();
      answer(contact);
      expect(await screen.findByRole('link', { name: 'help@housesit.test' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'team@housesit.test' })).not.toBeInTheDocument();
    } finally {
      serverPage.remove();
    }
  });

  it('offers Retry when the contacts cannot be loaded', async () => {
    let up = false;
    const flaky = {
      '/api/support/contact': (): StubReply =>
        up ? contact : { status: 503, body: { code: 'server.unavailable', message: 'Service down' } },
    };
    renderArea(<SupportPage />, { path: '/support', user: null, routes: flaky });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Could not load our contact details');
    up = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'help@housesit.test' })).toBeInTheDocument();
  }, 20_000);
});
