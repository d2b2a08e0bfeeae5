import { useId, useState } from 'react';
import styled from 'styled-components';
import { CALENDAR_TEXT, SITTER_ROLE } from '@housesit/shared-contracts';
import { Button, Dialog, Field, Input, Loaded, Stack, formatDate, theme, useToast } from '@housesit/shell/kit';
import { useCalendarFeed, type CalendarFeedChange } from '../hooks/useCalendarFeed';

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Confirming = 'renew' | 'turnOff' | null;

/**
 * A private iCal link to the customer's visits or the sitter's jobs, for a calendar app to
 * subscribe to. Shown once when made; renewing or turning it off ends the old link at once.
 */
export function CalendarFeedSection({ role }: { role: 'homeowner' | typeof SITTER_ROLE }) {
  const { status, created, create, turnOff } = useCalendarFeed(true);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const linkId = useId();

  const run = async (action: () => Promise<CalendarFeedChange>) => {
    setBusy(true);
    try {
      const result = await action();
      if (!result.ok) toast({ title: CALENDAR_TEXT.failed, description: result.message ?? undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    toast({ title: CALENDAR_TEXT.copied, variant: 'success' });
  };

  const intro = <Muted>{CALENDAR_TEXT.intro[role]}</Muted>;
  return (
    <Loaded
      query={status}
      loading="Loading your calendar link..."
      errorTitle={CALENDAR_TEXT.loadFailed}
      errorText={(error) => error.message}
    >
      {({ active, createdAt }) => (
        <Stack gap={3}>
          {intro}
          {created ? (
            <Field htmlFor={linkId} label={CALENDAR_TEXT.linkLabel} hint={CALENDAR_TEXT.linkHint}>
              <Input id={linkId} readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
            </Field>
          ) : active && createdAt ? (
            <Muted>{CALENDAR_TEXT.activeSince(formatDate(createdAt))}</Muted>
          ) : null}
          <Muted>{CALENDAR_TEXT.private}</Muted>
          <Actions>
            {created && (
              <Button type="button" onClick={() => void copy(created.url)}>
                {CALENDAR_TEXT.copy}
              </Button>
            )}
            {active ? (
              <>
                <Button type="button" variant="secondary" disabled={busy} onClick={() => setConfirming('renew')}>
                  {CALENDAR_TEXT.renew}
                </Button>
                <Button type="button" variant="secondary" disabled={busy} onClick={() => setConfirming('turnOff')}>
                  {CALENDAR_TEXT.turnOff}
                </Button>
              </>
            ) : (
              <Button type="button" disabled={busy} onClick={() => void run(create)}>
                {CALENDAR_TEXT.create}
              </Button>
            )}
          </Actions>
          <Dialog
            open={confirming !== null}
            onClose={() => setConfirming(null)}
            size="sm"
            title={confirming === 'turnOff' ? CALENDAR_TEXT.turnOffConfirm.title : CALENDAR_TEXT.renewConfirm.title}
            description={confirming === 'turnOff' ? CALENDAR_TEXT.turnOffConfirm.description : CALENDAR_TEXT.renewConfirm.description}
            footer={
              <Actions>
                <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
                <Button
                  type="button"
                  variant={confirming === 'turnOff' ? 'danger' : 'primary'}
                  disabled={busy}
                  onClick={() => void run(confirming === 'turnOff' ? turnOff : create)}
                >
                  {confirming === 'turnOff' ? CALENDAR_TEXT.turnOff : CALENDAR_TEXT.renew}
                </Button>
              </Actions>
            }
          />
        </Stack>
      )}
    </Loaded>
  );
}
