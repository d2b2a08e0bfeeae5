import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { User } from '@housesit/shared-contracts';
import { usePublishPendingChanges } from '@housesit/shell/kit';
import { homeowner, signedInAs, sitter, stubApi } from '../../test/stubApi';
import { renderShell } from '../../test/render';
import { OfflineBanner } from './OfflineBanner';
import { OFFLINE_TEXT } from './texts';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const TWO = [
  { id: 'a', label: 'Start visit: Oak Street' },
  { id: 'b', label: 'Task done: water plants' },
];
function Publisher({ changes }: { changes: readonly { id: string; label: string }[] }) {
  usePublishPendingChanges('mf_sitter', changes);
  return null;
}

function renderBanner(user: User, changes: readonly { id: string; label: string }[] = []) {
  const { api } = stubApi({ 'GET /api/auth/me': signedInAs(user) });
  renderShell(
    <>
      <Publisher changes={changes} />
      <OfflineBanner />
    </>,
    { api },
  );
}

afterEach(() => vi.restoreAllMocks());

/** The banner's live region (the toaster has its own). */
function status() {
  const region = screen.getByTestId('offline-status');
  expect(region).toHaveAttribute('role', 'status');
  return region;
}

describe('OfflineBanner', () => {
  it('says nothing while online with nothing waiting, in a status region that is always there', () => {
    setOnline(true);
    renderBanner(homeowner);
    expect(status()).toBeEmptyDOMElement();
  });

  it('tells a homeowner offline that changes cannot be saved until the connection returns', async () => {
    renderBanner(homeowner);
    setOnline(false);
    expect(await screen.findByText(OFFLINE_TEXT.others)).toBeInTheDocument();
    expect(status()).toHaveTextContent(/^You are offline\./);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_TEXT.others)).not.toBeInTheDocument();
  });

  it('tells a sitter offline that they can keep working, and counts the changes waiting', async () => {
    setOnline(false);
    renderBanner(sitter, TWO);
    expect(await screen.findByText(OFFLINE_TEXT.sitter)).toBeInTheDocument();
    expect(status()).toHaveTextContent('2 changes waiting');
  });

  it('counts waiting changes online too, in the singular for one', async () => {
    setOnline(true);
    renderBanner(sitter, TWO.slice(0, 1));
    expect(await screen.findByText('1 change waiting')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXT.sitter)).not.toBeInTheDocument();
  });
});
