import { cancelRefusal, formatAmount, hasChangeNotice, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, ButtonLink, Card, VisitStatusBadge, theme } from '@housesit/shell/kit';
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { Muted } from '@housesit/shell/kit/areas';
import { visitDateTime } from '../../../shared/visitText';
import { YourSitter } from '../../../shared/YourSitter';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space[1]}px;
  margin: ${theme.space[2]}px 0 ${theme.space[3]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** The visit a link opened (from the dashboard): marked, and where focus lands. */
const VisitCard = styled(Card)<{ $opened: boolean }>`
  ${({ $opened }) =>
    $opened &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 2px ${theme.colors.primary};
    `}
  &:focus {
    outline: none;
  }
`;

interface Props {
  visit: Visit;
  /** Opened by a link to this visit: shown marked, scrolled to and focused. */
  opened?: boolean;
  onCancel(visit: Visit): void;
  onReschedule(visit: Visit): void;
}

/** One visit on My Visits: what, when, where, who is coming, and what can be done with it. */
export function MyVisitCard({ visit, opened = false, onCancel, onReschedule }: Props) {
  const titleId = `my-visit-${visit.id}-title`;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focus brings the card into view and tells a screen reader where the link led.
    if (opened) card.current?.focus();
  }, [opened]);
  const ruleId = `my-visit-${visit.id}-cancel-rule`;
  // The API refuses by the same rule (shared-contracts); the screen says why before anyone tries.
  const blocked = cancelRefusal(visit, new Date())?.message ?? null;
  // Moving needs the same notice (hasChangeNotice); the dialog says the rest of the rule.
  const movable = visit.status === 'scheduled' && hasChangeNotice(visit.scheduledDate, new Date());
  const hasReport = visit.status === 'completed' && visit.report !== null;

  return (
    <VisitCard
      as="article"
      ref={card}
      aria-labelledby={titleId}
      aria-current={opened ? 'true' : undefined}
      tabIndex={opened ? -1 : undefined}
      $opened={opened}
    >
      <Header>
        <h2 id={titleId}>{visitTitle(visit)}</h2>
        <VisitStatusBadge status={visit.status} />
      </Header>
      <Body>
        <Muted>
          <time dateTime={visit.scheduledDate}>{visitDateTime(visit)}</time>
        </Muted>
        <Muted>{visit.propertyAddress}</Muted>
        <Muted>
          Visit #{visit.id} · {formatAmount(visit.totalAmount)}
        </Muted>
        {visit.status !== 'cancelled' && <YourSitter sitter={visit.sitterCard} headingId={`my-visit-${visit.id}-sitter`} />}
      </Body>
      <Actions>
        {visit.status === 'scheduled' && (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!movable}
              onClick={() => onReschedule(visit)}
              aria-describedby={blocked ? `${titleId} ${ruleId}` : titleId}
            >
              Reschedule
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={blocked !== null}
              onClick={() => onCancel(visit)}
              aria-describedby={blocked ? `${titleId} ${ruleId}` : titleId}
            >
              Cancel visit
            </Button>
            {blocked && (
              <Muted id={ruleId} as="span">
                {blocked}
              </Muted>
            )}
          </>
        )}
        {hasReport && (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={visit.report?.isArchived ? '/reports?archived=true' : '/reports'}
            aria-describedby={titleId}
          >
            View report
          </ButtonLink>
        )}
        <ButtonLink size="sm" variant="ghost" to={`/messages?visitId=${visit.id}`} aria-describedby={titleId}>
          Message
        </ButtonLink>
      </Actions>
    </VisitCard>
  );
}
