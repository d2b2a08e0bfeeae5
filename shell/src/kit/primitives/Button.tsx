import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.primaryText};
    border-color: ${theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
    }
  `,
};

// Touch targets stay at least 40px high (44px for md and up) so buttons work on a phone.
const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 4px 12px;
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 8px 16px;
  `,
  lg: css`
    min-height: 52px;
    padding: 12px 24px;
    font-size: ${theme.fontSizes.lg};
  `,
};

const look = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background 120ms ease;
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  ${(p) => variants[p.$variant]}
  ${(p) => sizes[p.$size]}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${look}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${look}
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & LookProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
});

export type ButtonLinkProps = LinkProps & LookProps;

/** A react-router link that looks like a Button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
});
