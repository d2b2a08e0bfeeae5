import { visitTitle, type Visit } from '@housesit/shared-contracts';
import { VisitStatusBadge, formatDate, theme } from '@housesit/shell/kit';
import styled from 'styled-components';

const Item = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: 0.25rem;
  width: 100%;
  padding: 0.75rem;
  border: 1px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $selected }) => ($selected ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  min-height: 44px;
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 600;
`;

const Line = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

interface Props {
  visit: Visit;
  selected: boolean;
  onSelect(id: number): void;
}

/** One conversation in the list: 'Visit #id', status, scheduled date and task names. */
export function ConversationItem({ visit, selected, onSelect }: Props) {
  return (
    <Item type="button" $selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(visit.id)}>
      <Top>
        <span>Visit #{visit.id}</span>
        <VisitStatusBadge status={visit.status} />
      </Top>
      <Line>
        <time dateTime={visit.scheduledDate}>{formatDate(visit.scheduledDate)}</time>
      </Line>
      <Line>{visitTitle(visit)}</Line>
    </Item>
  );
}
