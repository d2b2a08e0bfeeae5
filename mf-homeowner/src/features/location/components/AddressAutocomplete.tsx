import { AUTOCOMPLETE_BLUR_DELAY_MS, SERVICE_AREA } from '@housesit/shared-contracts';
import { Field, Input, theme } from '@housesit/shell/kit';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { SuggestionAddress } from '../data/marbleheadAddresses';
import { matchAddresses } from '../data/matchAddresses';

export const SUGGESTIONS_HEADING = `Smart suggestions for ${SERVICE_AREA.label}`;

const Wrapper = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  z-index: ${theme.zIndex.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.floating};
  padding: 4px;

  p {
    margin: 4px 8px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  padding: 10px 8px;
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  background: ${({ $active }) => ($active ? theme.colors.surfaceMuted : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
`;

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: string;
}

/**
 * Street address with local suggestions, as an ARIA 1.2 combobox: focus stays in the input,
 * arrows move the active option, Enter picks it, Escape closes, and the list closes 150 ms after
 * the field loses focus (so a click on an option still lands).
 */
export function AddressAutocomplete({ id, label, value, onChange, onBlur, error, hint }: Props) {
  const listId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const matches = useMemo(() => matchAddresses(value), [value]);
  const expanded = open && matches.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function pick(entry: SuggestionAddress) {
    onChange(entry.address);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (matches.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (expanded ? (current + step + matches.length) % matches.length : step > 0 ? 0 : matches.length - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const entry = matches[active];
      if (entry) pick(entry);
    } else if (event.key === 'Escape' && expanded) {
      // Only this popup closes, not the dialog around the field.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Wrapper>
      <Field label={label} htmlFor={id} error={error} hint={hint}>
        <Input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          invalid={Boolean(error)}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => clearTimeout(blurTimer.current)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            onBlur?.();
            blurTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, AUTOCOMPLETE_BLUR_DELAY_MS);
          }}
        />
      </Field>
      <Popup hidden={!expanded}>
        <p id={headingId}>{SUGGESTIONS_HEADING}</p>
        <ul id={listId} role="listbox" aria-labelledby={headingId}>
          {expanded &&
            matches.map((entry, index) => (
              <Option
                key={entry.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                onClick={() => pick(entry)}
              >
                {entry.fullAddress}
              </Option>
            ))}
        </ul>
      </Popup>
    </Wrapper>
  );
}
