import styled from 'styled-components';
import { TIME_WINDOW_LABELS, timeWindowText, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, Card, EmptyState, VisitStatusBadge, VisuallyHidden, theme } from '@housesit/shell/kit';
import { CardTitle, DetailList, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { homeownerName } from '../../visits';

const Time = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
`;

export interface TodaysScheduleProps {
  visits: readonly Visit[];
  onOpen: (visit: Visit) => void;
}

/** Today's visits in time order, with what the sitter needs at the door. */
export function TodaysSchedule({ visits, onOpen }: TodaysScheduleProps) {
  return (
    <Section aria-labelledby="todays-schedule-title">
      <SectionTitle id="todays-schedule-title">Today's Schedule</SectionTitle>
      {visits.length === 0 ? (
        <EmptyState title="No visits today" description="Enjoy the day off, or check your upcoming jobs." />
      ) : (
        <PlainList aria-label="Today's visits">
          {visits.map((visit) => (
            <li key={visit.id}>
              <Card>
                <Body>
                  <Row>
                    <Time>{timeWindowText(visit.timeWindow)}</Time>
                    <VisitStatusBadge status={visit.status} />
                  </Row>
                  <CardTitle>{homeownerName(visit)}</CardTitle>
                  <DetailList>
                    <dt>Address</dt>
                    <dd>{visit.propertyAddress}</dd>
                    <dt>Access</dt>
                    <dd>In View details, from an hour before the window</dd>
                    <dt>Tasks</dt>
                    <dd>{visitTitle(visit)}</dd>
                  </DetailList>
                  <Button variant="secondary" size="lg" fullWidth onClick={() => onOpen(visit)}>
                    View details
                    <VisuallyHidden>
                      {' '}
                      of the {TIME_WINDOW_LABELS[visit.timeWindow]} visit at {visit.propertyAddress}
                    </VisuallyHidden>
                  </Button>
                </Body>
              </Card>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
