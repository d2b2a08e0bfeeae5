import { useState } from 'react';
import type { PlanDialogProps } from '@housesit/shared-contracts';
import { BOOK_LABEL } from '@housesit/shared-contracts';
import { Dialog, ErrorBox, Spinner } from '@housesit/shell/kit';
import { REMOTE_UNAVAILABLE_TEXT, RemoteArea } from '../../remotes';

export const PLAN_DIALOG_ID = 'mf_public/PlanDialog';

/**
 * The homeowner bar's 'Book Housesit' action. The plan-selection dialog belongs to mf_public
 * and is loaded at run time on the first click (not with the page); if it cannot load, a
 * dialog says so and offers Retry.
 */
export function BookHousesit({ renderTrigger }: { renderTrigger(open: () => void): React.ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);

  return (
    <>
      {renderTrigger(() => {
        setRequested(true);
        setOpen(true);
      })}
      {requested ? (
        <RemoteArea<PlanDialogProps>
          id={PLAN_DIALOG_ID}
          props={{ open, onClose }}
          loading={
            <Dialog open={open} onClose={onClose} title={BOOK_LABEL}>
              <Spinner label="Loading..." />
            </Dialog>
          }
          fallback={(retry) => (
            <Dialog open={open} onClose={onClose} title={BOOK_LABEL}>
              <ErrorBox message={REMOTE_UNAVAILABLE_TEXT} onRetry={retry} />
            </Dialog>
          )}
        />
      ) : null}
    </>
  );
}
