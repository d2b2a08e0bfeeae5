import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@housesit/shared-contracts';
import { ROLE_LABEL, normalizeRole } from '@housesit/shared-contracts';
import { VisuallyHidden, theme } from '@housesit/shell/kit';
import type { AreaNav } from '../../routes';
import { initialsOf, menuEntriesFor } from '../lib/navModel';
import { NotificationBadge } from './NotificationBadge';
import { UnreadBadge } from './UnreadBadge';

const Wrapper = styled.div`
  position: relative;
  flex-shrink: 0;
`;
export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.02em;
`;
const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
`;
/** On the avatar's top right corner, over its edge. */
const AvatarBadge = styled(NotificationBadge)`
  position: absolute;
  top: -4px;
  right: -6px;
  margin-left: 0;
`;
const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: min(280px, calc(100vw - 24px));
  padding: 8px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.floating};
  z-index: ${theme.zIndex.dropdown};
`;
const Who = styled.div`
  padding: 8px 12px 12px;
  border-bottom: 1px solid ${theme.colors.border};
  margin-bottom: 4px;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p + p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;
const itemStyle = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.colors.surfaceMuted}; }
`;
const Item = styled(Link)`
  ${itemStyle}
`;
const LogoutItem = styled.button`
  ${itemStyle}
  color: ${theme.colors.danger};
`;

export interface UserMenuProps {
  user: User;
  /** The areas' declared entries (decision 016). */
  nav?: AreaNav;
  onLogout(): void;
}

/**
 * The user dropdown: an avatar with the user's initials opens a menu of the entries that work
 * for the role, then Log out. Menu-button pattern: Enter/Space/ArrowDown open it, arrows,
 * Home and End move, Escape closes and returns focus, Tab or a click outside closes it.
 */
export function UserMenu({ user, nav, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const entries = menuEntriesFor(user.role, nav);
  const role = normalizeRole(user.role);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // The account menu's own badge (the office's issue): unread notifications, for the roles whose
  // menu has a Notifications entry.
  const showsNotifications = entries.some((entry) => entry.badge === 'notifications');

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function close(focusTrigger: boolean) {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar aria-hidden="true">{initialsOf(user)}</Avatar>
        <VisuallyHidden>Account menu for {fullName || user.username}</VisuallyHidden>
        {showsNotifications ? <AvatarBadge /> : null}
      </Trigger>
      {open ? (
        <Menu>
          <Who>
            <p>{fullName || user.username}</p>
            <p>
              {user.email}
              {role ? ` · ${ROLE_LABEL[role]}` : ''}
            </p>
          </Who>
          <div ref={menuRef} id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
            {entries.map((entry) => (
              <Item key={entry.to + entry.label} to={entry.to} role="menuitem" tabIndex={-1} onClick={() => close(false)}>
                {entry.label}
                {entry.badge === 'unread' ? <UnreadBadge /> : entry.badge === 'notifications' ? <NotificationBadge /> : null}
              </Item>
            ))}
            <LogoutItem
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                onLogout();
              }}
            >
              Log out
            </LogoutItem>
          </div>
        </Menu>
      ) : null}
    </Wrapper>
  );
}
