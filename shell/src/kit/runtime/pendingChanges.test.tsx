import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createApiClient } from '@housesit/shared-contracts';
import { KitProvider, usePendingChanges, usePublishPendingChanges, type PendingChange } from '@housesit/shell/kit';

const api = createApiClient({ baseUrl: null, fetch: async () => new Response(null, { status: 204 }) });

function Reader() {
  const changes = usePendingChanges();
  return <output data-testid="pending">{changes.map((change) => change.label).join(' | ')}</output>;
}

let setSitter: (changes: readonly PendingChange[]) => void = () => undefined;
function Sitter() {
  const [changes, set] = useState<readonly PendingChange[]>([{ id: '1', label: 'Start visit' }]);
  setSitter = set;
  usePublishPendingChanges('mf_sitter', changes);
  return null;
}
function Other({ shown }: { shown: boolean }) {
  return shown ? <OtherPublisher /> : null;
}
const OTHER: readonly PendingChange[] = [{ id: 'x', label: 'Photo upload' }];
function OtherPublisher() {
  usePublishPendingChanges('mf_other', OTHER);
  return null;
}

describe('pending changes', () => {
  it("lists every source's changes, replaces a source's list as a whole, and keeps it after unmount", () => {
    const view = render(
      <KitProvider api={api}>
        <Sitter />
        <Other shown />
        <Reader />
      </KitProvider>,
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('Start visit | Photo upload');
    act(() => setSitter([{ id: '2', label: 'Complete visit' }]));
    expect(screen.getByTestId('pending')).toHaveTextContent('Complete visit | Photo upload');
    act(() => setSitter([]));
    expect(screen.getByTestId('pending')).toHaveTextContent(/^Photo upload$/);
    // The area's screen went away, its changes did not: they are still waiting on the device.
    view.rerender(
      <KitProvider api={api}>
        <Sitter />
        <Other shown={false} />
        <Reader />
      </KitProvider>,
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('Photo upload');
  });

  it('starts empty in each provider, so nothing leaks between pages or tests', () => {
    render(
      <KitProvider api={api}>
        <Reader />
      </KitProvider>,
    );
    expect(screen.getByTestId('pending')).toBeEmptyDOMElement();
  });
});
