import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SITTER_ROLE, SITTER_DAILY_VISIT_LIMIT, type RemoteScreenProps, type Visit } from '@housesit/shared-contracts';
import { Button, Loaded, PageHeader } from '@housesit/shell/kit';
import { Muted, Page, Row } from '@housesit/shell/kit/areas';
import { useAccounts } from '../../accounts';
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
  const [openId, setOpenId] = useState<number | null>(null);

  const weekVisits = useMemo(() => visits.data ?? [], [visits.data]);
  const sitterList = useMemo(() => sitters.data?.items ?? [], [sitters.data]);
  const rows = useMemo(() => scheduleRows(weekVisits, sitterList), [weekVisits, sitterList]);
  // The open visit as the latest load has it, so a live change shows in the dialog too.
  const open: Visit | null = weekVisits.find((visit) => visit.id === openId) ?? null;
  const goTo = (week: string) => setParams({ week });

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
        subtitle={`Visits by sitter, a week at a time. A sitter's day warns above ${SITTER_DAILY_VISIT_LIMIT} visits or on two visits in one window.`}
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
            <WeekGrid days={days} rows={rows} onOpen={(visit) => setOpenId(visit.id)} />
          </>
        )}
      </Loaded>
      <AssignFromSchedule visit={open} sitters={sitterList} weekVisits={weekVisits} onClose={() => setOpenId(null)} />
    </Page>
  );
}
