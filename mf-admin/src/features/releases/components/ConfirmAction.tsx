import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ActionOutcome } from '@housesit/shared-contracts';
import { Button, Dialog, ErrorBox } from '@housesit/shell/kit';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

export interface ConfirmActionProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Fields the action needs (the rollout percentage). */
  children?: ReactNode;
  onConfirm(): Promise<ActionOutcome<unknown>>;
  onClose(): void;
  onDone(): void;
}

/** The confirm step of every release action; a refusal keeps the dialog open with the server's reason. */
export function ConfirmAction({ title, description, confirmLabel, children, onConfirm, onClose, onDone }: ConfirmActionProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await onConfirm();
    setBusy(false);
    if (outcome.kind === 'ok') onDone();
    else setProblem(outcome.message ?? 'The action could not be done. Try again.');
  };
  return (
    <Dialog open onClose={onClose} title={title} description={description} size="sm">
      {children}
      {problem && <ErrorBox message={problem} />}
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
