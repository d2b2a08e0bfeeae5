import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PASSWORD_RESET_TEXT } from '@housesit/shared-contracts';
import { ButtonLink, Stack, theme } from '@housesit/shell/kit';
import { usePasswordReset } from '../hooks/usePasswordReset';
import { AuthHeader, AuthPage, AuthPanel } from './AuthFrame';
import { LogoMark } from './Logo';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

const Notice = styled.div<{ $tone: 'info' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 16px;
  border-radius: ${theme.radii.md};
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? theme.colors.danger : 'transparent')};
  background: ${({ $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.infoSurface)};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Shell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <AuthPage>
      <AuthPanel>
        <AuthHeader>
          <LogoMark size={48} />
          <h1>{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </AuthHeader>
        {children}
      </AuthPanel>
    </AuthPage>
  );
}

/** Without a token: the email form, then the same neutral note whatever the address. */
function RequestLink() {
  const { requestLink } = usePasswordReset();
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <Shell title={PASSWORD_RESET_TEXT.sentTitle}>
        <Notice $tone="info" role="status">
          <p>{PASSWORD_RESET_TEXT.sent}</p>
          <ButtonLink to="/login" variant="secondary" size="sm">
            {PASSWORD_RESET_TEXT.backToSignIn}
          </ButtonLink>
        </Notice>
      </Shell>
    );
  }
  return (
    <Shell title={PASSWORD_RESET_TEXT.requestTitle} intro={PASSWORD_RESET_TEXT.requestIntro}>
      <Stack gap={4}>
        <ResetRequestForm
          onSubmit={async (payload) => {
            const result = await requestLink(payload);
            if (result.sent) setSent(true);
            return result.fieldErrors;
          }}
        />
        <ButtonLink to="/login" variant="ghost" size="sm">
          {PASSWORD_RESET_TEXT.backToSignIn}
        </ButtonLink>
      </Stack>
    </Shell>
  );
}

type ChooseState = { kind: 'form' } | { kind: 'done'; username: string } | { kind: 'badLink'; message: string };

/** With the link's token: a new password; an expired or used link offers a new one. */
function ChoosePassword({ token }: { token: string }) {
  const { confirm } = usePasswordReset();
  const [state, setState] = useState<ChooseState>({ kind: 'form' });
  if (state.kind === 'done') {
    return (
      <Shell title={PASSWORD_RESET_TEXT.doneTitle}>
        <Notice $tone="info" role="status">
          <p>{PASSWORD_RESET_TEXT.done}</p>
          <p>
            Your username is <strong>{state.username}</strong>.
          </p>
          <ButtonLink to="/login">{PASSWORD_RESET_TEXT.signIn}</ButtonLink>
        </Notice>
      </Shell>
    );
  }
  return (
    <Shell title={PASSWORD_RESET_TEXT.chooseTitle}>
      {state.kind === 'badLink' ? (
        <Notice $tone="danger" role="alert">
          <p>{state.message}</p>
          <ButtonLink to="/reset-password" variant="secondary" size="sm">
            {PASSWORD_RESET_TEXT.requestNew}
          </ButtonLink>
        </Notice>
      ) : (
        <NewPasswordForm
          onSubmit={async (password) => {
            const result = await confirm(token, password);
            if (result.kind === 'retry') return result.fieldErrors;
            setState(result);
            return undefined;
          }}
        />
      )}
    </Shell>
  );
}

/**
 * /reset-password (DECISIONS.md 'Running a real business'): without `?token=` it asks for the
 * account's email; with the emailed link's token it sets a new password, which signs the
 * account out everywhere, then sends the person to sign in.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // Keyed so that following 'Request a new link' starts that form afresh.
  return token ? <ChoosePassword key={token} token={token} /> : <RequestLink key="request" />;
}

export default ResetPasswordPage;
