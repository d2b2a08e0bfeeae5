import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { usePrerendering } from '../runtime/prerendering';
import { isPlainClick } from './plainClick';

export interface TabItem {
  id: string;
  label: string;
  count?: number;
  /**
   * The address of this tab's content, when it has one: the tab is then a link, so without
   * scripts (a page's server HTML, decision 020) it still leads there. With scripts a plain click
   * selects the tab as a button does (onChange); a click meant for a new tab or window is left to
   * the browser.
   */
  href?: string;
}

export interface TabsProps {
  /** Accessible name of the tablist. */
  label: string;
  items: TabItem[];
  value: string;
  onChange(id: string): void;
  /** Prefix of the tab and panel ids; default 'tabs'. */
  idPrefix?: string;
}

/** id of a tab button, for the panel's aria-labelledby. */
export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
/** id the caller gives its `role="tabpanel"` element. */
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  overflow-x: auto;
  max-width: 100%;
`;
const Tab = styled.button<{ $selected: boolean }>`
  flex: 1 0 auto;
  min-height: 40px;
  padding: 6px 14px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${(p) => (p.$selected ? theme.colors.surface : 'transparent')};
  color: ${(p) => (p.$selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${(p) => (p.$selected ? theme.shadows.card : 'none')};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  /* A link tab (href) looks like the button: its label centred both ways, not underlined. */
  &[href] {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    text-align: center;
    text-decoration: none;
  }

  /* On a phone three labels with counts do not fit side by side: let them wrap, not scroll away. */
  @media (max-width: 420px) {
    flex: 1 1 0;
    padding: 6px 4px;
    white-space: normal;
    line-height: 1.2;
    /* 'Completed 12' at 375 px: a smaller label, and the count under it, so nothing is clipped. */
    font-size: ${theme.fontSizes.sm};
    & > span {
      display: inline-block;
      margin: 2px 0 0 4px;
    }
  }
`;
const Count = styled.span`
  margin-left: 6px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  /* The unselected tab's muted text fails contrast on this badge's background. */
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * An accessible tablist (roving tabindex; Left/Right/Home/End move and select). The caller
 * renders the selected panel with role="tabpanel", id=tabPanelId(...) and
 * aria-labelledby=tabId(...).
 */
export function Tabs({ label, items, value, onChange, idPrefix = 'tabs' }: TabsProps) {
  const refs = useRef<Record<string, HTMLElement | null>>({});
  const scripted = !usePrerendering();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    onChange(target.id);
    refs.current[target.id]?.focus();
  }

  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.id === value;
        const asLink = item.href !== undefined;
        return (
          <Tab
            key={item.id}
            ref={(el: HTMLElement | null) => {
              refs.current[item.id] = el;
            }}
            {...(asLink ? { as: 'a' as const, href: item.href } : { type: 'button' as const })}
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix, item.id)}
            // Roving focus needs the arrow keys' script; in the server's HTML every link is a Tab stop.
            tabIndex={selected ? 0 : asLink && !scripted ? undefined : -1}
            $selected={selected}
            onClick={(event: MouseEvent<HTMLElement>) => {
              if (asLink && !isPlainClick(event)) return;
              event.preventDefault();
              onChange(item.id);
            }}
          >
            {item.label}
            {item.count !== undefined ? <Count>{item.count}</Count> : null}
          </Tab>
        );
      })}
    </List>
  );
}
