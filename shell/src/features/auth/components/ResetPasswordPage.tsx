import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { INVITATION_PURPOSE, PASSWORD_RESET_TEXT } from '@housesit/shared-contracts';
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

/** The reset's words, or a new staff account's first password (an invitation link). */
function chooseWords(invitation: boolean) {
  const words = PASSWORD_RESET_TEXT;
  return invitation
    ? {
        title: words.invitation.title,
        intro: words.invitation.intro,
        button: words.invitation.button,
        doneTitle: words.invitation.doneTitle,
        done: words.invitation.done,
      }
    : { title: words.chooseTitle, intro: undefined, button: words.chooseButton, doneTitle: words.doneTitle, done: words.done };
}

/**
 * With the link's token: a new password; an expired or used link offers a new one. An
 * invitation link (`invitation`) says 'Set your password' instead of resetting one.
 */
function ChoosePassword({ token, invitation }: { token: string; invitation: boolean }) {
  const { confirm } = usePasswordReset();
  const [state, setState] = useState<ChooseState>({ kind: 'form' });
  const words = chooseWords(invitation);
  if (state.kind === 'done') {
    return (
      <Shell title={words.doneTitle}>
        <Notice $tone="info" role="status">
          <p>{words.done}</p>
          <p>
            Your username is <strong>{state.username}</strong>.
          </p>
          <ButtonLink to="/login">{PASSWORD_RESET_TEXT.signIn}</ButtonLink>
        </Notice>
      </Shell>
    );
  }
  return (
    <Shell title={words.title} intro={state.kind === 'form' ? words.intro : undefined}>
      {state.kind === 'badLink' ? (
        <Notice $tone="danger" role="alert">
          <p>{state.message}</p>
          <ButtonLink to="/reset-password" variant="secondary" size="sm">
            {PASSWORD_RESET_TEXT.requestNew}
          </ButtonLink>
        </Notice>
      ) : (
        <NewPasswordForm
          label={words.title}
          submitLabel={words.button}
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
 * /reset-password (docs/product/DECISIONS.md 'Running a real business'): without `?token=` it asks for the
 * account's email; with the emailed link's token it sets a new password, which signs the
 * account out everywhere, then sends the person to sign in. A staff invitation's link
 * (`&purpose=invitation`, decision 017) is the same page saying 'Set your password'.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = params.get('purpose') === INVITATION_PURPOSE;
  // Keyed so that following 'Request a new link' starts that form afresh.
  return token ? <ChoosePassword key={token} token={token} invitation={invitation} /> : <RequestLink key="request" />;
}

export default ResetPasswordPage;
