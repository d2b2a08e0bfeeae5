import { theme } from '@housesit/shell/kit';
import { useId } from 'react';
import styled from 'styled-components';

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 200ms ease;
`;

const Wrapper = styled.div`
  display: grid;
  gap: 0.375rem;
  font-size: 0.875rem;
`;

/** 'Step n of m' with a progress bar; both booking wizards show it. */
export function StepProgress({ step, of }: { step: number; of: number }) {
  const id = useId();
  const label = `Step ${step} of ${of}`;
  return (
    <Wrapper>
      <span id={id}>{label}</span>
      <Track role="progressbar" aria-labelledby={id} aria-valuemin={1} aria-valuemax={of} aria-valuenow={step}>
        <Fill $percent={(step / of) * 100} />
      </Track>
    </Wrapper>
  );
}
