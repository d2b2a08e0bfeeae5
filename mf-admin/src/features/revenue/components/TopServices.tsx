import styled from 'styled-components';
import { formatCents, type RevenueReport } from '@housesit/shared-contracts';
import { Card, EmptyState, theme } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { formatPercent } from '../revenueFormat';

const Bar = styled.div<{ $percent: number }>`
  height: 8px;
  border-radius: 4px;
  background: ${theme.colors.primary};
  width: ${(p) => Math.min(100, Math.max(2, Math.round(p.$percent)))}%;
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
`;

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

export type TopServicesProps = Pick<RevenueReport, 'topServices' | 'customTasks' | 'paidBookings'>;

/** docs/product/DECISIONS.md: computed from the paid bookings (revenue per plan and add-on with its share), not a fixed split. */
export function TopServices({ topServices, customTasks, paidBookings }: TopServicesProps) {
  return (
    <Section aria-labelledby="top-services-title">
      <SectionTitle id="top-services-title">Top Services</SectionTitle>
      <Card>
        {topServices.length === 0 ? (
          <EmptyState title="No paid bookings yet" description="Revenue per plan and add-on appears after the first payment." />
        ) : (
          <Body>
            <CardTitle>Revenue by plan and add-on</CardTitle>
            <PlainList aria-label="Revenue by plan and add-on">
              {topServices.map((s) => (
                <li key={s.id}>
                  <Row>
                    <span>
                      {s.name} ({plural(s.bookings, 'booking')})
                    </span>
                    <span>
                      {formatCents(s.revenueCents)} · {formatPercent(s.sharePercent)}
                    </span>
                  </Row>
                  <Bar $percent={s.sharePercent} aria-hidden="true" />
                </li>
              ))}
            </PlainList>
            <CardTitle>Custom tasks chosen</CardTitle>
            {customTasks.length === 0 ? (
              <Muted>No custom tasks in paid bookings yet.</Muted>
            ) : (
              <>
                <Muted>Custom tasks cost points, not money: how many paid bookings chose each.</Muted>
                <PlainList aria-label="Custom tasks chosen">
                  {customTasks.map((task) => (
                    <li key={task.id}>
                      <Row>
                        <span>{task.name}</span>
                        <span>{plural(task.bookings, 'booking')}</span>
                      </Row>
                      <Bar $percent={paidBookings > 0 ? (task.bookings / paidBookings) * 100 : 0} aria-hidden="true" />
                    </li>
                  ))}
                </PlainList>
              </>
            )}
          </Body>
        )}
      </Card>
    </Section>
  );
}
