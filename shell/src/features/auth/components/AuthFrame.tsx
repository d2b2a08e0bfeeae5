import styled from 'styled-components';
import { Card, theme } from '@housesit/shell/kit';

/** The centred card the shell's sign-in pages share (/login, /reset-password). */
export const AuthPage = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0 48px;
`;
export const AuthPanel = styled(Card)`
  width: 100%;
  max-width: 440px;
`;
/** Logo, title and subtitle above the form. */
export const AuthHeader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-bottom: 24px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
