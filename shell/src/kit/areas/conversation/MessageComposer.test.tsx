import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { MessageComposer } from './MessageComposer';

const HINT = /This looks like an access code or password/;

function renderComposer(accessDetailsHref?: string) {
  const onSend = vi.fn(async () => ({ ok: true as const }));
  renderArea(<MessageComposer sending={false} onSend={onSend} onTyping={() => undefined} accessDetailsHref={accessDetailsHref} />, {
    stub: createStubFetch({}, { user: homeownerUser }),
    path: '/messages',
  });
  return { onSend, hint: () => screen.getByTestId('access-code-hint') };
}

describe('MessageComposer: the access-code hint', () => {
  it('suggests the access details, with a link, while the text looks like a code, and still sends', async () => {
    const { onSend, hint } = renderComposer('/homeowner/properties');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(hint()).toHaveAttribute('aria-live', 'polite');
    expect(hint()).toBeEmptyDOMElement();

    await userEvent.type(box, 'Side gate code changed to 2468');
    expect(hint()).toHaveTextContent(HINT);
    expect(hint()).toHaveTextContent('put it in your home’s access details');
    expect(screen.getByRole('link', { name: 'Edit access details' })).toHaveAttribute('href', '/homeowner/properties');

    // Not blocking: Send still sends the text as typed.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Side gate code changed to 2468');
    expect(hint()).toBeEmptyDOMElement();
  });

  it('says nothing for an ordinary message, and gives staff the hint without a customer link', async () => {
    const { hint } = renderComposer();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'The ferns look thirsty');
    expect(hint()).toBeEmptyDOMElement();
    await userEvent.clear(box);
    await userEvent.type(box, 'what is the wifi password?');
    expect(hint()).toHaveTextContent(HINT);
    expect(screen.queryByRole('link', { name: 'Edit access details' })).not.toBeInTheDocument();
  });
});
