import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  LOCATION_REQUEST_NOTE_MAX,
  LOCATION_REQUEST_STATUSES,
  LOCATION_REQUEST_STATUS_LABELS,
  queryKeys,
  type LocationRequest,
  type LocationRequestStatus,
} from '@housesit/shared-contracts';
import { Button, Field, TextArea, theme, useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';

const Form = styled.form`
  display: grid;
  gap: 8px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${theme.colors.border};
`;
const StatusSelect = styled.select`
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font: inherit;
`;

/** Where the office is with one request, and its note: saved together with 'Save'. */
export function RequestFollowUp({ request, onSaved }: { request: LocationRequest; onSaved(saved: LocationRequest): void }) {
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const [status, setStatus] = useState<LocationRequestStatus>(request.status);
  const [note, setNote] = useState(request.note ?? '');
  const [saving, setSaving] = useState(false);
  const statusId = useId();
  const noteId = useId();
  const unchanged = status === request.status && note.trim() === (request.note ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const outcome = await run((api) => api.booking.updateLocationRequest(request.id, { status, note }));
    setSaving(false);
    if (outcome.kind !== 'ok') {
      toast(problemToast(outcome, { title: 'Could not save the request' }));
      return;
    }
    onSaved(outcome.data);
    setNote(outcome.data.note ?? '');
    // The dashboard's 'Needs attention' counts the requests still new.
    void invalidate(queryKeys.admin.attention());
    toast({
      title: 'Request updated',
      description: `${request.fullName}: ${LOCATION_REQUEST_STATUS_LABELS[outcome.data.status]}`,
      variant: 'success',
    });
  };

  return (
    <Form onSubmit={(event) => void save(event)} aria-label={`Follow-up for ${request.fullName}`}>
      <Field label="Status" htmlFor={statusId}>
        <StatusSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value as LocationRequestStatus)}>
          {LOCATION_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LOCATION_REQUEST_STATUS_LABELS[value]}
            </option>
          ))}
        </StatusSelect>
      </Field>
      <Field label="Note" htmlFor={noteId} hint="Only the office sees it.">
        <TextArea
          id={noteId}
          rows={2}
          maxLength={LOCATION_REQUEST_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={saving || unchanged}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </Form>
  );
}
