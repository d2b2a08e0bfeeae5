import { formatCents, HOMEOWNER_MESSAGES, visitTitle, type CancellationPreview, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Loaded, Stack } from '@housesit/shell/kit';
import { Fragment } from 'react';
import { Facts } from '@housesit/shell/kit/areas';
import { visitDateTime } from '../../../shared/visitText';
import { useCancellationPreview } from '../api/useCancellationPreview';

interface Props {
  visit: Visit | null;
  pending: boolean;
  onConfirm(visit: Visit): void;
  onClose(): void;
}

/** What the server says cancelling will refund, line by line (docs/product/DECISIONS.md: said before confirming). */
function RefundSummary({ preview }: { preview: CancellationPreview }) {
  if (!preview.allowed) return <p role="alert">{preview.message}</p>;
  if (preview.refundCents === 0) return <p>{HOMEOWNER_MESSAGES.noRefundPreview}</p>;
  return (
    <Stack gap={2}>
      <p>
        <strong>{HOMEOWNER_MESSAGES.refundPreview(formatCents(preview.refundCents))}</strong>
      </p>
      <Facts aria-label="Refund">
        {preview.lines.map((line) => (
          <Fragment key={line.kind}>
            <dt>{line.label}</dt>
            <dd>{formatCents(line.amountCents)}</dd>
          </Fragment>
        ))}
      </Facts>
    </Stack>
  );
}

/** Asks before cancelling, with the refund it will bring: a cancelled visit cannot be brought back. */
export function CancelVisitDialog({ visit, pending, onConfirm, onClose }: Props) {
  const preview = useCancellationPreview(visit?.id ?? null);
  const refusable = preview.data !== undefined && !preview.data.allowed;
  return (
    <Dialog
      open={visit !== null}
      onClose={onClose}
      title="Cancel this visit?"
      description={visit ? `${visitTitle(visit)} · ${visitDateTime(visit)}` : undefined}
      size="sm"
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Keep visit
          </Button>
          <Button variant="danger" onClick={() => visit && onConfirm(visit)} disabled={pending || !preview.data || refusable}>
            {pending ? 'Cancelling...' : 'Cancel visit'}
          </Button>
        </Stack>
      }
    >
      <Stack gap={3}>
        <Loaded query={preview} loading="Checking what will be refunded..." errorText={(error) => error.message}>
          {(data) => <RefundSummary preview={data} />}
        </Loaded>
        <p>A cancelled visit cannot be restored. You can book a new one at any time.</p>
      </Stack>
    </Dialog>
  );
}
