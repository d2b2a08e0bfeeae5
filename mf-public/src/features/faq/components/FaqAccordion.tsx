import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { FaqItem } from '../faqItems';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question, so the outline stays in order wherever the list is placed. */
  headingLevel?: 3 | 4;
}

/**
 * WAI-ARIA accordion: one item open at a time, a second click on the open item closes it.
 * Each question is a button in a heading (Enter and Space toggle natively); the arrow keys,
 * Home and End move between questions.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <List>
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-q-${item.id}`;
        const panelId = `${baseId}-a-${item.id}`;
        return (
          <Item key={item.id} $open={open}>
            <Heading>
              <Question
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.question}</span>
                <Chevron aria-hidden="true" $open={open} viewBox="0 0 20 20" width="20" height="20">
                  <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </Chevron>
              </Question>
            </Heading>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.answer}
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3,
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Question = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 12px 16px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  border-radius: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});

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
