import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, type ActionOutcome, type ApiClient, type ApiResult } from '@housesit/shared-contracts';
// A second copy of the client's error class, as another remote's bundle has it: the package
// resolves to its build, this is the source module, so the two classes are not the same.
import { ApiError as OtherBundleApiError } from '../../../../shared-contracts/src/api/request';
import { KitProvider, useSession } from '@housesit/shell/kit';
import { useApiAction } from '@housesit/shell/kit/areas';
import { callsTo, homeowner, signedInAs, stubApi, type StubReply } from '../../test/stubApi';

function SessionReader() {
  useSession();
  return null;
}

/** Runs one action on click and prints its outcome. */
function ActionProbe({ call }: { call: (api: ApiClient) => Promise<ApiResult<unknown>> }) {
  const run = useApiAction();
  const [outcome, setOutcome] = useState<ActionOutcome<unknown> | null>(null);
  return (
    <>
      <button onClick={() => void run(call).then(setOutcome)}>Run</button>
      {outcome ? <output>{JSON.stringify({ ...outcome, error: undefined })}</output> : null}
    </>
  );
}

async function runAction(call: (api: ApiClient) => Promise<ApiResult<unknown>>, reply?: StubReply) {
  const stub = stubApi({ 'GET /api/auth/me': signedInAs(homeowner), ...(reply ? { 'PATCH /api/visit/7/cancel': reply } : {}) });
  render(
    <KitProvider api={stub.api}>
      <SessionReader />
      <ActionProbe call={call} />
    </KitProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Run' }));
  const output = await screen.findByRole('status');
  return { outcome: JSON.parse(output.textContent) as Record<string, unknown>, fetch: stub.fetch };
}

const cancel = (api: ApiClient) => api.homeowner.cancelVisit(7);

describe('useApiAction', () => {
  it("answers 'ok' with the data", async () => {
    const { outcome } = await runAction(cancel, { status: 200, body: { visit: { id: 7 } } });
    expect(outcome).toEqual({ kind: 'ok', data: { visit: { id: 7 } } });
  });

  it("answers 'refused' with the server's code, message and field errors for a 4xx", async () => {
    const { outcome } = await runAction(cancel, {
      status: 409,
      body: { code: 'visit.cancel_too_late', message: 'Too late to cancel', fieldErrors: { id: 'no' } },
    });
    expect(outcome).toEqual({
      kind: 'refused',
      status: 409,
      code: 'visit.cancel_too_late',
      message: 'Too late to cancel',
      title: null,
      fieldErrors: { id: 'no' },
    });
  });

  it("answers 'refused' for a handed-back 403 (never thrown) with its code", async () => {
    const { outcome } = await runAction(cancel, {
      status: 403,
      body: { code: 'auth.forbidden', message: 'You do not have access to this.' },
    });
    expect(outcome).toMatchObject({ kind: 'refused', status: 403, code: 'auth.forbidden', message: 'You do not have access to this.' });
  });

  it('re-checks the session when an action answers 401', async () => {
    const { outcome, fetch } = await runAction(cancel, {
      status: 401,
      body: { code: 'auth.not_signed_in', message: 'You need to sign in to do that.' },
    });
    expect(outcome).toMatchObject({ kind: 'refused', status: 401, code: 'auth.not_signed_in' });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(2));
  });

  it("answers 'failed' for a 5xx, keeping any message the server sent", async () => {
    const { outcome } = await runAction(cancel, { status: 503, body: { code: 'server.unavailable', message: 'Try again shortly' } });
    expect(outcome).toMatchObject({ kind: 'failed', status: 503, code: 'server.unavailable', message: 'Try again shortly' });
  });

  it("answers 'failed' with code 'unknown' for a network error or a non-JSON answer", async () => {
    const network = await runAction(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(network.outcome).toMatchObject({ kind: 'failed', status: null, code: 'unknown', message: null });
  });

  it('reads the code of an ApiError made by another copy of the class (another bundle)', async () => {
    const foreign = new OtherBundleApiError(
      400,
      JSON.stringify({ code: 'booking.notice_too_short', message: 'Minimum 7 days advance notice required' }),
      'Bad Request',
    );
    // The situation the issue describes: instanceof against this bundle's class is false.
    expect(foreign instanceof ApiError).toBe(false);
    const { outcome } = await runAction(() => Promise.reject(foreign));
    expect(outcome).toMatchObject({
      kind: 'refused',
      status: 400,
      code: 'booking.notice_too_short',
      message: 'Minimum 7 days advance notice required',
    });
  });
});
