import styled from 'styled-components';
import { EMPTY_STATES, formatAmount, visitTitle, timeWindowText } from '@housesit/shared-contracts';
import { ButtonLink, Card, EmptyState, Loaded, VisitStatusBadge, VisuallyHidden } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { Link } from 'react-router-dom';
import { jobDetailsLink, jobQueueLink, personName, todayKey } from '../../jobs';
import { useTodaysJobs } from '../api/useTodaysJobs';

const Amount = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export function TodaysJobs() {
  const { jobs, more, error, isLoading, mutate } = useTodaysJobs();
  const todayLink = jobQueueLink({ from: todayKey(), to: todayKey() });
  return (
    <Section aria-labelledby="todays-jobs-title">
      <SectionTitle id="todays-jobs-title">Today's Jobs</SectionTitle>
      <Loaded
        query={{ data: jobs, error, isLoading, mutate }}
        loading="Loading today's jobs..."
        empty={<EmptyState title={EMPTY_STATES.todaysJobs} />}
      >
        {(todays) => (
          <PlainList aria-label="Today's jobs">
            {todays.map((job) => (
              <li key={job.id}>
                <Card>
                  <Row>
                    <CardTitle>
                      <Link to={jobDetailsLink(job.id)}>Visit #{job.id}</Link>
                    </CardTitle>
                    <Amount>{formatAmount(job.totalAmount)}</Amount>
                  </Row>
                  <p>{visitTitle(job)}</p>
                  <Muted>{personName(job.assignedSitter) ?? 'Unassigned'}</Muted>
                  <Row>
                    <Muted>{timeWindowText(job.timeWindow)}</Muted>
                    <VisitStatusBadge status={job.status} />
                  </Row>
                </Card>
              </li>
            ))}
          </PlainList>
        )}
      </Loaded>
      {jobs && jobs.length > 0 ? (
        <ButtonLink to={todayLink} variant="secondary">
          {more > 0 ? `+${more} more` : "Open today's queue"}
          {more > 0 ? <VisuallyHidden> of today's jobs in the queue</VisuallyHidden> : null}
        </ButtonLink>
      ) : null}
    </Section>
  );
}
