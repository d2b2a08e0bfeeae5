import { BRAND, SCHEDULE_LABEL, SERVICE_AREA, TAGLINE, dashboardFor } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, useSession } from '@housesit/shell/kit';
import styled from 'styled-components';
import { PageContainer } from '../../../shared/PageSection';
import { HouseMark } from './HouseMark';

/**
 * The first screen of /. The top navigation is hidden here (docs/product/platform.md), so a signed-in user
 * gets a way back to their dashboard instead of the sign-in button, and scheduling opens the
 * plan dialog instead of registration.
 */
export function Hero({ onSchedule }: { onSchedule: () => void }) {
  const { user } = useSession();
  return (
    <HeroBand aria-labelledby="landing-title">
      <PageContainer>
        <Brand>
          <HouseMark />
          <span>{BRAND}</span>
        </Brand>
        <Badge tone="info">
          Now in beta in {SERVICE_AREA.label} {SERVICE_AREA.zip}
        </Badge>
        <Title id="landing-title">Peace of mind while you&rsquo;re away</Title>
        <Lead>
          {TAGLINE}. A screened local sitter checks on your home, brings in the mail, waters the plants and sends you a report with photos
          after every visit.
        </Lead>
        <Actions>
          {user ? (
            <Button type="button" size="lg" onClick={onSchedule}>
              {SCHEDULE_LABEL}
            </Button>
          ) : (
            <ButtonLink to="/login?tab=register" size="lg">
              {SCHEDULE_LABEL}
            </ButtonLink>
          )}
          {user ? (
            <ButtonLink to={dashboardFor(user.role)} size="lg" variant="secondary">
              Go to Dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" size="lg" variant="secondary">
              Sign In
            </ButtonLink>
          )}
        </Actions>
      </PageContainer>
    </HeroBand>
  );
}

const HeroBand = styled.section`
  padding: 32px 0 48px;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  @media ${({ theme }) => theme.breakpoints.md} {
    padding: 48px 0 80px;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 32px;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 16px 0 12px;
  max-width: 720px;
  font-size: 2.25rem;
  line-height: 1.15;

  @media ${({ theme }) => theme.breakpoints.md} {
    font-size: 3.25rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 28px;
  max-width: 620px;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  /* Full-width buttons on a phone, side by side from the small breakpoint. */
  & > * {
    flex: 1 1 100%;
  }

  @media ${({ theme }) => theme.breakpoints.sm} {
    & > * {
      flex: 0 1 260px;
    }
  }
`;
