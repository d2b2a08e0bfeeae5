import { useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { FaqItem } from '../faqItems';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question, so the outline stays in order wherever the list is placed. */
  headingLevel?: 3 | 4;
}

/**
 * The questions as native disclosures (`<details>`/`<summary>`): each opens and closes without
 * scripts, in the server's HTML of / and /support as well (decision 020), and browsers give the
 * keyboard (Enter, Space) and screen readers (expanded or collapsed) their part. One item is open
 * at a time: the items share a `name` (an exclusive group, no script needed), and with scripts the
 * others are closed on opening one, for browsers without exclusive groups. The arrow keys, Home
 * and End move between questions.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const group = useId();
  const disclosures = useRef<(HTMLDetailsElement | null)[]>([]);
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function moveFocus(event: KeyboardEvent<HTMLElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    summaries.current[target]?.focus();
  }

  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>, index: number) {
    if (!event.currentTarget.open) return;
    disclosures.current.forEach((other, at) => {
      if (other && at !== index && other.open) other.open = false;
    });
  }

  return (
    <List>
      {items.map((item, index) => (
        <Item
          key={item.id}
          name={group}
          ref={(node) => {
            disclosures.current[index] = node;
          }}
          onToggle={(event) => closeOthers(event, index)}
        >
          <Question
            ref={(node) => {
              summaries.current[index] = node;
            }}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            <Heading>{item.question}</Heading>
            <Chevron aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
              <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </Chevron>
          </Question>
          <Answer>{item.answer}</Answer>
        </Item>
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[open] > summary > svg {
    transform: rotate(180deg);
  }
`;

const Question = styled.summary`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 12px 16px;
  font-weight: 600;
  cursor: pointer;
  border-radius: inherit;
  /* The chevron is the marker: no list bullet or triangle. */
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  h3,
  h4 {
    margin: 0;
    font-size: 1rem;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled.svg`
  flex: none;
  transition: transform 0.15s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Answer = styled.div`
  padding: 0 16px 16px;
  line-height: 1.6;

  p {
    margin: 0 0 8px;
  }

  p:last-child {
    margin-bottom: 0;
  }

  ul {
    margin: 8px 0 0;
    padding-left: 20px;
  }
`;
