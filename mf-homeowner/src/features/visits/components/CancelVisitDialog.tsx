import { visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Stack } from '@housesit/shell/kit';
import { visitDateTime } from '../../../shared/visitText';

interface Props {
  visit: Visit | null;
  pending: boolean;
  onConfirm(visit: Visit): void;
  onClose(): void;
}

/** Asks before cancelling: a cancelled visit cannot be brought back (customer.md §4). */
export function CancelVisitDialog({ visit, pending, onConfirm, onClose }: Props) {
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
          <Button variant="danger" onClick={() => visit && onConfirm(visit)} disabled={pending}>
            {pending ? 'Cancelling...' : 'Cancel visit'}
          </Button>
        </Stack>
      }
    >
      <p>A cancelled visit cannot be restored. You can book a new one at any time.</p>
    </Dialog>
  );
}
