import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useSessionActions } from '@housesit/shell/kit';
import { homeowner, signedInAs, signedOut, stubApi } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { SessionExpiredNotice } from './useSessionExpiredNotice';

let recheck: () => Promise<unknown> = async () => undefined;
function Recheck() {
  recheck = useSessionActions().recheck;
  return null;
}

describe('Session Expired notice', () => {
  it('appears when a signed-in user’s session later reads as none', async () => {
    let answer = signedInAs(homeowner) as { status: number; body?: unknown };
    const { api } = stubApi({ 'GET /api/auth/me': () => answer });
    renderShell(
      <>
        <SessionExpiredNotice />
        <Recheck />
      </>,
      { api },
    );
    await act(async () => {
      await recheck();
    });
    expect(screen.queryByText('Session Expired')).not.toBeInTheDocument();
    answer = signedOut;
    await act(async () => {
      await recheck();
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  it('does not appear for a visitor who was never signed in', async () => {
    const { api } = stubApi({ 'GET /api/auth/me': signedOut });
    renderShell(
      <>
        <SessionExpiredNotice />
        <Recheck />
      </>,
      { api },
    );
    await act(async () => {
      await recheck();
    });
    expect(screen.queryByText('Session Expired')).not.toBeInTheDocument();
  });
});
