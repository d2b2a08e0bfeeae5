import styled from 'styled-components';
import { EMPTY_STATES, TOASTS, formatAmount, visitTitle, failureText } from '@housesit/shared-contracts';
import { Card, EmptyState, ErrorBox, Spinner, VisitStatusBadge, formatTime } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { useTodaysJobs } from '../api/useTodaysJobs';

const Amount = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export function TodaysJobs() {
  const { jobs, error, isLoading, mutate } = useTodaysJobs();
  return (
    <Section aria-labelledby="todays-jobs-title">
      <SectionTitle id="todays-jobs-title">Today's Jobs</SectionTitle>
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(error)} onRetry={() => void mutate()} />
      ) : isLoading || !jobs ? (
        <Spinner label="Loading today's jobs..." />
      ) : jobs.length === 0 ? (
        <EmptyState title={EMPTY_STATES.todaysJobs} />
      ) : (
        <PlainList aria-label="Today's jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <Card>
                <Row>
                  <CardTitle>Visit #{job.id}</CardTitle>
                  <Amount>{formatAmount(job.totalAmount)}</Amount>
                </Row>
                <p>{visitTitle(job)}</p>
                <Row>
                  <Muted>{formatTime(job.scheduledDate)}</Muted>
                  <VisitStatusBadge status={job.status} />
                </Row>
              </Card>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
