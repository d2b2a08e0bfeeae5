import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@housesit/shell/kit';
import { Section } from '../layout';

/** The body of a visit's details dialog (the admin's job, the sitter's visit): titled sections. */
export const DetailsBody = styled.div`
  display: grid;
  gap: 24px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

/** One titled part of a details dialog, named by its title for screen readers. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Section>
  );
}
