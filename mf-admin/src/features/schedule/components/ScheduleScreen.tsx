import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SITTER_ROLE,
  SITTER_DAILY_VISIT_LIMIT,
  SITTER_WINDOW_CROWDED_AT,
  TOASTS,
  loadWarnings,
  queryKeys,
  serviceDayKey,
  type RemoteScreenProps,
  type Visit,
} from '@housesit/shared-contracts';
import { Button, Loaded, PageHeader, useToast } from '@housesit/shell/kit';
import { Muted, Page, Row, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { useAccounts } from '../../accounts';
import { sitterDay, useSitterLoad } from '../../dispatch';
import { assignedMessage } from '../assignText';
import { useWeekVisits } from '../api/useWeekVisits';
import { readWeekParam, scheduleRows, shiftWeek, weekDays, weekHeading } from '../week';
import { AssignFromSchedule } from './AssignFromSchedule';
import { WeekGrid } from './WeekGrid';

/**
 * /admin/schedule: the week's visits by sitter and day plus an Unassigned row; the
 * week is in the URL (?week=yyyy-MM-dd, its Monday) so Back and links work.
 */
export default function ScheduleScreen(_props: RemoteScreenProps) {
  const [params, setParams] = useSearchParams();
  const weekStart = readWeekParam(params.get('week'));
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const visits = useWeekVisits(days);
  const sitters = useAccounts(SITTER_ROLE);
  const load = useSitterLoad(days[0] ?? '', days[6] ?? '');
  const [openId, setOpenId] = useState<number | null>(null);
  const [dropSitterId, setDropSitterId] = useState<number | null>(null);
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();

  const weekVisits = useMemo(() => visits.data ?? [], [visits.data]);
  const sitterList = useMemo(() => sitters.data?.items ?? [], [sitters.data]);
  const rows = useMemo(() => scheduleRows(weekVisits, sitterList), [weekVisits, sitterList]);
  // The open visit as the latest load has it, so a live change shows in the dialog too.
  const open: Visit | null = weekVisits.find((visit) => visit.id === openId) ?? null;
  const goTo = (week: string) => setParams({ week });
  const isOff = (sitterId: number, day: string) => sitterDay(load.data, sitterId, day)?.off === true;
  const open_ = (visit: Visit, sitterId: number | null = null) => (setDropSitterId(sitterId), setOpenId(visit.id));

  // A drop assigns at once when the sitter's day has room; a crowded window or a full day opens
  // the assignment on that sitter instead, so the warning is read before anything is saved.
  const dropVisit = async (visit: Visit, sitterId: number) => {
    const sitter = sitterList.find((candidate) => candidate.id === sitterId);
    const day = sitterDay(load.data, sitterId, serviceDayKey(visit.scheduledDate));
    const name = sitter ? `${sitter.firstName} ${sitter.lastName}` : `Sitter #${sitterId}`;
    if (!day || loadWarnings(day, name, { window: visit.timeWindow }).length > 0) return open_(visit, sitterId);
    const outcome = await run((api) => api.lifecycle.assign(visit.id, sitterId));
    if (outcome.kind !== 'ok') {
      toast({
        title: TOASTS.jobUpdateFailed.title,
        description: outcome.message ?? TOASTS.jobUpdateFailed.description,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: TOASTS.jobUpdated.title, description: assignedMessage(outcome.data.visit), variant: 'success' });
    await invalidate(queryKeys.visits.all(), queryKeys.admin.stats());
  };

  // The grid needs both answers: it waits for both, and Retry asks again for both.
  const week = {
    data: visits.data && sitters.data ? true : undefined,
    error: visits.error ?? sitters.error,
    mutate: () => Promise.all([visits.mutate(), sitters.mutate()]),
  };
  return (
    <Page>
      <PageHeader
        title="Schedule"
        subtitle={`Visits by sitter, a week at a time. A sitter's day warns above ${SITTER_DAILY_VISIT_LIMIT} visits or at ${SITTER_WINDOW_CROWDED_AT} visits in one window; days off are marked.`}
      />
      <Row>
        <h2 style={{ margin: 0, fontSize: '1.1rem' }} aria-live="polite">
          Week of {weekHeading(weekStart)}
        </h2>
        <Row>
          <Button variant="secondary" size="sm" onClick={() => goTo(shiftWeek(weekStart, -1))}>
            Previous week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(readWeekParam(null))}>
            This week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(shiftWeek(weekStart, 1))}>
            Next week
          </Button>
        </Row>
      </Row>
      <Loaded query={week} loading="Loading schedule..." errorTitle={null}>
        {() => (
          <>
            {weekVisits.length === 0 ? <Muted>No visits this week.</Muted> : null}
            <WeekGrid
              days={days}
              rows={rows}
              onOpen={(visit) => open_(visit)}
              isOff={isOff}
              onDropVisit={(visit, sitterId) => void dropVisit(visit, sitterId)}
            />
          </>
        )}
      </Loaded>
      <AssignFromSchedule visit={open} sitters={sitterList} initialSitterId={dropSitterId} onClose={() => setOpenId(null)} />
    </Page>
  );
}
