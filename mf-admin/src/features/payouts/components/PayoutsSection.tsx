import { useState } from 'react';
import { formatCents, queryKeys, type PayoutWeek } from '@housesit/shared-contracts';
import { Badge, Button, Card, Dialog, EmptyState, Loaded, formatDate, useToast } from '@housesit/shell/kit';
import {
  CardTitle,
  ItemList,
  Muted,
  Row,
  Section,
  SectionTitle,
  problemToast,
  useApiAction,
  useQueryCache,
} from '@housesit/shell/kit/areas';
import { usePayouts } from '../api/usePayouts';

/** 'June 8 – June 14, 2026' for the week starting on `monday` (yyyy-MM-dd). */
function weekLabel(monday: string): string {
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number];
  const sunday = new Date(Date.UTC(y, m - 1, d + 6)).toISOString().slice(0, 10);
  return `${formatDate(monday)} – ${formatDate(sunday)}`;
}

/** Each sitter's pay per week: pending until an admin marks it paid (after a confirmation). */
export function PayoutsSection() {
  const payouts = usePayouts();
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const [confirming, setConfirming] = useState<PayoutWeek | null>(null);
  const [saving, setSaving] = useState(false);

  const markPaid = async (week: PayoutWeek) => {
    setSaving(true);
    const outcome = await run((api) => api.team.markPaid({ sitterId: week.sitterId, weekStart: week.weekStart }));
    setSaving(false);
    setConfirming(null);
    if (outcome.kind !== 'ok') {
      toast(problemToast(outcome, { title: 'Could not mark the week paid' }));
      return;
    }
    toast({ title: 'Week marked paid', description: `${week.sitterName}: ${formatCents(week.earnedCents)}`, variant: 'success' });
    await invalidate(queryKeys.team.payouts());
  };

  return (
    <Section aria-labelledby="payouts-title">
      <SectionTitle id="payouts-title">Sitter payouts</SectionTitle>
      <Loaded query={payouts} loading="Loading payouts...">
        {(data) => (
          <ItemList
            label="Payouts by week"
            items={data.items}
            itemKey={(week) => `${week.weekStart}-${week.sitterId}`}
            empty={<EmptyState title="No pay to send yet" description="Weeks appear here once a sitter completes a visit." />}
          >
            {(week) => (
              <Card>
                <Row>
                  <CardTitle>{week.sitterName}</CardTitle>
                  <strong>{formatCents(week.earnedCents)}</strong>
                </Row>
                <Muted>{`${weekLabel(week.weekStart)} · ${week.visits} ${week.visits === 1 ? 'visit' : 'visits'}`}</Muted>
                <Row>
                  {week.paid ? (
                    <Badge tone="success">{`Paid ${formatCents(week.paid.amountCents)} on ${formatDate(week.paid.paidAt)}`}</Badge>
                  ) : (
                    <>
                      <Badge tone="warning">Pending</Badge>
                      <Button size="sm" variant="secondary" onClick={() => setConfirming(week)}>
                        Mark paid
                      </Button>
                    </>
                  )}
                </Row>
              </Card>
            )}
          </ItemList>
        )}
      </Loaded>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        size="sm"
        title="Mark this week paid?"
        description={
          confirming
            ? `${confirming.sitterName}, ${weekLabel(confirming.weekStart)}: ${formatCents(confirming.earnedCents)}. Mark it once the money is sent.`
            : undefined
        }
        footer={
          <Row>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button disabled={saving} onClick={() => confirming && void markPaid(confirming)}>
              {saving ? 'Saving...' : 'Mark paid'}
            </Button>
          </Row>
        }
      />
    </Section>
  );
}
