import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BRAND, dashboardFor, normalizeRole, type User } from '@housesit/shared-contracts';
import { Button, theme, useSession } from '@housesit/shell/kit';
import { LogoMark, useAuthActions } from '../../auth';
import { useRouteTable } from '../../routes';
import { useGuardedSignOut } from '../../offline';
import { BOOK_ACTION_LABEL, barLinksFor, navKindFor, sitterBarLinks, type NavLinkItem } from '../lib/navModel';
import { BookHousesit } from './BookHousesit';
import { NotificationBadge } from './NotificationBadge';
import { UnreadBadge } from './UnreadBadge';
import { UserMenu } from './UserMenu';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.nav};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 12px;
  background: ${theme.colors.background};
  @media ${theme.breakpoints.md} {
    padding: 12px 24px;
  }
`;
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${theme.colors.text};
  font-weight: 800;
  font-size: 1.125rem;
  text-decoration: none;
  span.word {
    display: none;
  }
  @media ${theme.breakpoints.lg} {
    span.word {
      display: inline;
    }
  }
`;

// On a phone the links float at the bottom of the screen, within thumb reach; from 768px they
// sit in the header.
const barPosition = css`
  position: fixed;
  left: 12px;
  right: 12px;
  bottom: 12px;
  @media ${theme.breakpoints.md} {
    position: static;
    left: auto;
    right: auto;
    bottom: auto;
  }
`;
// On a phone every entry gets at least its label's width and an equal share of what is left; a
// bar with more entries than fit (the admin's six at 375 px) scrolls sideways instead of
// clipping its labels.
const Pill = styled.nav`
  ${barPosition}
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(max-content, 1fr);
  overflow-x: auto;
  align-items: stretch;
  gap: 2px;
  padding: 4px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.floating};
  @media ${theme.breakpoints.md} {
    display: flex;
    gap: 4px;
    padding: 6px;
    border-radius: ${theme.radii.pill};
  }
`;
// On a phone the entries share the bar's width, none narrower than its longest word (labels wrap
// between words, a count drops under its label), so the five entries fit at 375 px with none
// cut or scrolled to; more entries than fit go on to a second row rather than off the side.
const SitterNav = styled.nav`
  ${barPosition}
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: 2px;
  padding: 4px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  & > a {
    flex: 1 1 0;
    min-width: min-content;
    flex-wrap: wrap;
    align-content: center;
    row-gap: 2px;
    padding: 4px 3px;
    font-size: 0.75rem;
  }
  @media ${theme.breakpoints.md} {
    flex-wrap: nowrap;
    align-items: center;
    justify-content: center;
    gap: 4px;
    padding: 6px;
    box-shadow: none;
    border: 0;
    background: transparent;
    & > a {
      flex: 0 0 auto;
      padding: 6px 14px;
      font-size: ${theme.fontSizes.sm};
    }
  }
`;
const linkLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 4px 6px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
  font-weight: 600;
  font-size: 0.8125rem;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceMuted};
  }
  &.active {
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
  }
  @media ${theme.breakpoints.md} {
    min-height: 40px;
    padding: 6px 14px;
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.sm};
    white-space: nowrap;
  }
`;
const BarLink = styled(NavLink)`
  ${linkLook}
`;
const BookButton = styled.button`
  ${linkLook}
  border: 1px solid ${theme.colors.primary};
  background: transparent;
  color: ${theme.colors.primary};
  cursor: pointer;
`;

function Links({ items }: { items: NavLinkItem[] }) {
  return (
    <>
      {items.map((item) => (
        <BarLink key={item.to} to={item.to} end>
          {item.label}
          {item.badge === 'unread' ? <UnreadBadge /> : item.badge === 'notifications' ? <NotificationBadge /> : null}
        </BarLink>
      ))}
    </>
  );
}

function BrandLink({ user }: { user: User }) {
  return (
    <Brand to={dashboardFor(user.role)} aria-label={`${BRAND}: your dashboard`}>
      <LogoMark size={36} />
      <span className="word">{BRAND}</span>
    </Brand>
  );
}

/**
 * docs/product/platform.md §2 "Navigation bar": hidden on /, /login, /terms and /privacy; the sitter bar on
 * /housesitter… and /sitter… paths; otherwise the role's floating pill bar with the user
 * dropdown; nothing for signed-out visitors or unknown roles.
 */
export function NavBar() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { logout } = useAuthActions();
  // Changes an area still holds unsent are listed before a sign-out would discard them.
  const { requestSignOut, warning } = useGuardedSignOut(() => void logout());
  const { nav } = useRouteTable();
  const kind = navKindFor(pathname, user);
  const role = user ? normalizeRole(user.role) : null;
  if (kind === 'none' || !user || !role) return null;

  if (kind === 'sitterBar') {
    return (
      <Header>
        <BrandLink user={user} />
        <SitterNav aria-label="Sitter">
          <Links items={sitterBarLinks(pathname, nav)} />
        </SitterNav>
        <Button variant="secondary" size="sm" onClick={requestSignOut}>
          Logout
        </Button>
        {warning}
      </Header>
    );
  }

  return (
    <Header>
      <BrandLink user={user} />
      <Pill aria-label="Main">
        <Links items={barLinksFor(role, nav)} />
        {role === 'homeowner' ? (
          <BookHousesit
            renderTrigger={(open) => (
              <BookButton type="button" onClick={open}>
                {BOOK_ACTION_LABEL}
              </BookButton>
            )}
          />
        ) : null}
      </Pill>
      <UserMenu user={user} nav={nav} onLogout={requestSignOut} />
      {warning}
    </Header>
  );
}

export default NavBar;
