import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { space } from '../theme/theme';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Step of the theme's spacing scale (2 = 8px). Default 3 (12px). */
  gap?: number;
  direction?: 'row' | 'column';
  wrap?: boolean;
  align?: string;
  justify?: string;
}

const StyledStack = styled.div<{ $gap: number; $direction: 'row' | 'column'; $wrap: boolean; $align?: string; $justify?: string }>`
  display: flex;
  flex-direction: ${(p) => p.$direction};
  flex-wrap: ${(p) => (p.$wrap ? 'wrap' : 'nowrap')};
  gap: ${(p) => space(p.$gap)};
  ${(p) => (p.$align ? `align-items: ${p.$align};` : '')}
  ${(p) => (p.$justify ? `justify-content: ${p.$justify};` : '')}
  min-width: 0;
`;

/** Flex layout with a gap from the spacing scale. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { gap = 3, direction = 'column', wrap = false, align, justify, ...rest },
  ref,
) {
  return <StyledStack ref={ref} $gap={gap} $direction={direction} $wrap={wrap} $align={align} $justify={justify} {...rest} />;
});
