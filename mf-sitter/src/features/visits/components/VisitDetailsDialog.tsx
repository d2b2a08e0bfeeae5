import { useState } from 'react';
import { OutboxPanel, useVisitDraft } from '../../offline';
import { visitWhen, type Visit } from '@housesit/shared-contracts';
import { Dialog, VisitStatusBadge } from '@housesit/shell/kit';
import {
  DetailList,
  DetailsBody,
  DetailsSection,
  Muted,
  PhotoGallery,
  PhotoPicker,
  photosEditable,
  RemovePhotos,
  TaskChecklist,
  planName,
} from '@housesit/shell/kit/areas';
import { MessageHomeowner } from '../../messages';
import { useVisitActions } from '../api/useVisitActions';
import { homeownerName } from '../visitFormat';
import { AccessDetailsReveal } from './AccessDetailsReveal';
import { CompletionNotes, VisitActionButton } from './VisitActions';
import { VisitReportSummary } from './VisitReportSummary';
import { CheckInTime } from '../safety/CheckInTime';
import { mapsHref, telHref } from '../safety/contactLinks';
import { SkipReasons, taskReasonsFor, type SkipReasonDrafts } from '../safety/SkipReasons';

export interface VisitDetailsDialogProps {
  /** The visit as last fetched; the dialog follows it as actions refetch. */
  visit: Visit | null;
  onClose: () => void;
}

/**
 * What a sitter needs at the door, and the visit's workflow: start it, tick the tasks, add photos,
 * complete it with notes. On a phone the dialog is a bottom sheet whose footer keeps the one
 * next step (Start visit or Complete visit) under the thumb.
 */
export function VisitDetailsDialog({ visit, onClose }: VisitDetailsDialogProps) {
  if (!visit) return null;
  // Keyed by visit: notes typed for one visit never show up on another.
  return <OpenVisitDetails key={visit.id} visit={visit} onClose={onClose} />;
}

function OpenVisitDetails({ visit, onClose }: { visit: Visit; onClose: () => void }) {
  const actions = useVisitActions();
  // Kept on the phone as typed: they travel with Complete visit, signal or not.
  const draft = useVisitDraft(visit.id);
  const [reasonErrors, setReasonErrors] = useState<Record<string, string>>({});
  const phoneHref = telHref(visit.homeownerPhone);
  const completeWithReasons = async (current: Visit) => {
    const outcome = await actions.complete(current, draft.notes, taskReasonsFor(current.tasks, draft.reasons as SkipReasonDrafts));
    setReasonErrors(outcome.fieldErrors);
    if (outcome.completed) draft.clear();
  };
  const label = `Visit #${visit.id}`;
  const inProgress = visit.status === 'in_progress';
  const photos = visit.report?.mediaUrls ?? [];
  // The kit's photo policy, the admin's too: photos are added and removed while the visit is in progress.
  const canEditPhotos = photosEditable(visit);

  return (
    <Dialog
      open
      onClose={onClose}
      title={label}
      description={`${homeownerName(visit)} · ${visitWhen(visit)}`}
      size="lg"
      initialFocus="dialog"
      footer={
        visit.status === 'scheduled' || inProgress ? (
          <VisitActionButton visit={visit} busy={actions.busy} onStart={actions.start} onComplete={(v) => void completeWithReasons(v)} />
        ) : undefined
      }
    >
      <DetailsBody>
        <OutboxPanel visitId={visit.id} />
        <DetailList>
          <dt>Status</dt>
          <dd>
            <VisitStatusBadge status={visit.status} />
          </dd>
          {inProgress && visit.report?.checkInAt ? (
            <>
              <dt>Checked in</dt>
              <dd>
                <CheckInTime checkInAt={visit.report.checkInAt} />
              </dd>
            </>
          ) : null}
          <dt>Address</dt>
          <dd>
            <a href={mapsHref(visit.propertyAddress)} target="_blank" rel="noreferrer" aria-label={`Open ${visit.propertyAddress} in maps`}>
              {visit.propertyAddress}
            </a>
          </dd>
          <dt>Homeowner</dt>
          <dd>
            {homeownerName(visit)}
            {phoneHref ? (
              <>
                {' · '}
                <a href={phoneHref} aria-label={`Call ${homeownerName(visit)} at ${visit.homeownerPhone}`}>
                  {visit.homeownerPhone}
                </a>
              </>
            ) : null}
          </dd>
          <dt>Access details</dt>
          <dd>
            <AccessDetailsReveal visitId={visit.id} />
          </dd>
          <dt>Special instructions</dt>
          <dd>{visit.specialInstructions || 'None'}</dd>
          <dt>Plan</dt>
          <dd>{planName(visit.planType)}</dd>
        </DetailList>
        {/* Near the top: 'the key is not under the mat' is asked at the door. */}
        <DetailsSection title="Message homeowner">
          <MessageHomeowner visit={visit} />
        </DetailsSection>
        {visit.status === 'completed' && visit.report ? (
          <DetailsSection title="Visit report">
            <VisitReportSummary report={visit.report} />
          </DetailsSection>
        ) : null}
        <DetailsSection title="Task checklist">
          <TaskChecklist
            tasks={visit.tasks}
            onChange={inProgress ? (task, change) => actions.updateTask(visit, task, change) : undefined}
            withNotes
            showProgress
          />
        </DetailsSection>
        <DetailsSection title={photos.length > 0 ? `Photos (${photos.length})` : 'Photos'}>
          <PhotoGallery urls={photos} visitLabel={label} />
          {canEditPhotos ? (
            <RemovePhotos
              urls={photos}
              visitLabel={label}
              disabled={actions.busy !== null}
              onRemove={(url) => actions.removePhoto(visit, url)}
            />
          ) : null}
          {canEditPhotos ? (
            <>
              {/* On a phone it opens the back camera; several photos at once where the device allows. */}
              <PhotoPicker
                label="Add photos"
                context={label}
                multiple
                capture
                fullWidth
                busy={actions.busy === 'upload'}
                busyLabel="Uploading photos..."
                disabled={actions.busy !== null}
                onFiles={(files) => void actions.uploadPhotos(visit, files)}
              />
              <Muted>On a phone this opens the camera. Photos are added to the visit report.</Muted>
            </>
          ) : null}
        </DetailsSection>
        {inProgress ? (
          <SkipReasons
            tasks={visit.tasks}
            drafts={draft.reasons as SkipReasonDrafts}
            onChange={draft.setReason}
            fieldErrors={reasonErrors}
            disabled={actions.busy === 'complete'}
          />
        ) : null}
        {inProgress ? <CompletionNotes value={draft.notes} onChange={draft.setNotes} disabled={actions.busy === 'complete'} /> : null}
      </DetailsBody>
    </Dialog>
  );
}
