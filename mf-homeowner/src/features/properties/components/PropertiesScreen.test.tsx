import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, renderArea, type StubReply } from '@housesit/shell/kit/testing';
import { makeProperty } from '../../../test/fixtures';
import { PropertiesScreen } from './PropertiesScreen';

function setup(reply: StubReply) {
  const stub = createStubFetch({ '/api/properties': () => reply }, { user: homeownerUser });
  renderArea(<PropertiesScreen />, { stub: stub, path: '/homeowner/properties' });
  return stub;
}

describe('PropertiesScreen', () => {
  it('shows each address with its visit count and last/next visit, and no access text', async () => {
    setup({
      body: {
        items: [makeProperty(), makeProperty({ address: '5 Harbor Ave, Marblehead, MA 01945', visitCount: 1, nextVisitAt: null })],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Properties' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: '12 Front St, Marblehead, MA 01945' });
    expect(within(first).queryByText('Access')).not.toBeInTheDocument();
    expect(within(first).getByText('Visits').nextSibling).toHaveTextContent('3');
    expect(within(first).getByText('Last visit').nextSibling).toHaveTextContent('June 20, 2025');
    expect(within(first).getByText('Next visit').nextSibling).toHaveTextContent('July 4, 2030');

    const second = screen.getByRole('article', { name: '5 Harbor Ave, Marblehead, MA 01945' });
    expect(within(second).getByText('None scheduled')).toBeInTheDocument();
  });

  it('says there are none yet, with a way to book', async () => {
    setup({ body: { items: [] } });
    expect(await screen.findByRole('heading', { name: 'No properties yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Housesit' })).toHaveAttribute('href', '/purchase');
  });

  it('shows a load error with Retry', async () => {
    setup({ status: 403, body: { message: 'Only homeowners can do that.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only homeowners can do that.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
