import styled from 'styled-components';
import { formatCents } from '@housesit/shared-contracts';
import { Card, theme } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row, Section, SectionTitle } from '../../../layout';
import { formatShare, type CategoryShare, type ServiceShare } from '../deriveRevenue';

const Bar = styled.div<{ $share: number }>`
  height: 8px;
  border-radius: 4px;
  background: ${theme.colors.primary};
  width: ${(p) => Math.max(2, Math.round(p.$share * 100))}%;
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
`;

export interface TopServicesProps {
  services: readonly ServiceShare[];
  categories: readonly CategoryShare[];
}

/** DECISIONS.md: computed from the paid bookings, not a fixed split. */
export function TopServices({ services, categories }: TopServicesProps) {
  return (
    <Section aria-labelledby="top-services-title">
      <SectionTitle id="top-services-title">Top Services</SectionTitle>
      <Card>
        <Body>
          <CardTitle>Revenue by plan</CardTitle>
          {services.length === 0 ? (
            <Muted>No paid bookings yet.</Muted>
          ) : (
            <PlainList aria-label="Revenue by plan">
              {services.map((s) => (
                <li key={s.id}>
                  <Row>
                    <span>
                      {s.name} ({s.visits} {s.visits === 1 ? 'visit' : 'visits'})
                    </span>
                    <span>
                      {formatCents(s.cents)} · {formatShare(s.share)}
                    </span>
                  </Row>
                  <Bar $share={s.share} aria-hidden="true" />
                </li>
              ))}
            </PlainList>
          )}
          <CardTitle>Services booked</CardTitle>
          {categories.length === 0 ? (
            <Muted>No tasks booked yet.</Muted>
          ) : (
            <PlainList aria-label="Services booked, by share of tasks">
              {categories.map((c) => (
                <li key={c.category}>
                  <Row>
                    <span>{c.label}</span>
                    <span>
                      {c.tasks} {c.tasks === 1 ? 'task' : 'tasks'} · {formatShare(c.share)}
                    </span>
                  </Row>
                  <Bar $share={c.share} aria-hidden="true" />
                </li>
              ))}
            </PlainList>
          )}
        </Body>
      </Card>
    </Section>
  );
}
