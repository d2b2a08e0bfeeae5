import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AUTH_TEXT,
  BRAND,
  LOGIN_ERROR_PARAM,
  SIGNED_OUT_NOTICES,
  authFormRefusal,
  signedOutNoticePage,
  TAGLINE,
  dashboardFor,
  type AuthFormTab,
  type LoginPayload,
  type RegisterPayload,
} from '@housesit/shared-contracts';
import { ButtonLink, Spinner, Tabs, tabId, tabPanelId, theme, useSession } from '@housesit/shell/kit';
import { useSetAtom } from 'jotai';
import { useAuthActions } from '../hooks/useAuthActions';
import { signingOutAtom } from '../state';
import { LoginForm } from './LoginForm';
import { AuthHeader, AuthPage, AuthPanel } from './AuthFrame';
import { LogoMark } from './Logo';
import { RegisterForm } from './RegisterForm';

const TABS_ID = 'auth';

/** The page's address with `tab` chosen; a refusal shown from the URL belongs to the page it came back to. */
function withTab(params: URLSearchParams, id: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(LOGIN_ERROR_PARAM);
  if (id === 'register') next.set('tab', 'register');
  else next.delete('tab');
  return next;
}

/** Each tab is also a link to its form (decision 020: the server's HTML works without scripts). */
function tabItems(params: URLSearchParams) {
  const href = (id: string) => {
    const query = withTab(params, id).toString();
    return query ? `/login?${query}` : '/login';
  };
  return [
    { id: 'login', label: AUTH_TEXT.loginTab, href: href('login') },
    { id: 'register', label: AUTH_TEXT.registerTab, href: href('register') },
  ];
}

const SignedInNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 16px;
  padding: 12px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.infoSurface};
  p {
    margin: 0;
  }
`;
const SignedOutNotice = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.infoSurface};
  font-weight: 600;
`;
const RefusalNotice = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSurface};
  color: ${theme.colors.danger};
  font-weight: 600;
`;
const TabPanel = styled.div`
  margin-top: 20px;
`;

/**
 * /login: Login and Register tabs (`?tab=register` opens Register), logo and tagline, and
 * 'Loading...' while the auth state loads. A signed-in visitor still sees the forms (the spec
 * does not redirect; a wrong-role redirect lands here), with a way back to their dashboard.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const tab: AuthFormTab = params.get('tab') === 'register' ? 'register' : 'login';
  const { user, status } = useSession();
  const { login, register } = useAuthActions();
  const setSigningOut = useSetAtom(signingOutAtom);
  const notice = signedOutNotice(params.get('next'));
  // The forms without scripts come back with the refusal's code (api formSignIn.ts).
  const refusal = authFormRefusal(tab, params.get(LOGIN_ERROR_PARAM));

  // A logout ends here. Navigation is a transition, so the page the user left stays mounted
  // until this one commits; only now, with the user gone, may the guards act again (else the
  // old page's guard would redirect to /login?next=… behind the logout).
  useEffect(() => {
    if (!user) setSigningOut(false);
  }, [user, setSigningOut]);

  useEffect(() => {
    document.title = `${tab === 'register' ? 'Create an account' : 'Sign in'} · ${BRAND}`;
  }, [tab]);

  function selectTab(id: string) {
    setParams(withTab(params, id), { replace: true });
  }

  /** A new attempt replaces the refusal the URL shows: its own outcome is told by a toast. */
  function signIn(payload: LoginPayload) {
    if (refusal) setParams(withTab(params, 'login'), { replace: true });
    return login(payload);
  }
  function signUp(payload: RegisterPayload) {
    if (refusal) setParams(withTab(params, 'register'), { replace: true });
    return register(payload);
  }

  if (status === 'loading') {
    return (
      <AuthPage>
        <Spinner label={AUTH_TEXT.loading} />
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthPanel>
        <AuthHeader>
          <LogoMark size={56} />
          <h1>{BRAND}</h1>
          <p>{TAGLINE}</p>
        </AuthHeader>
        {user ? (
          <SignedInNote>
            <p>
              You are signed in as {user.firstName} {user.lastName}.
            </p>
            <ButtonLink to={dashboardFor(user.role)} size="sm" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          </SignedInNote>
        ) : notice ? (
          <SignedOutNotice role="status">{notice}</SignedOutNotice>
        ) : null}
        {refusal ? <RefusalNotice role="alert">{refusal.message}</RefusalNotice> : null}
        <Tabs label="Sign in or create an account" items={tabItems(params)} value={tab} onChange={selectTab} idPrefix={TABS_ID} />
        <TabPanel role="tabpanel" id={tabPanelId(TABS_ID, tab)} aria-labelledby={tabId(TABS_ID, tab)}>
          {tab === 'login' ? <LoginForm onSubmit={signIn} /> : <RegisterForm onSubmit={signUp} />}
        </TabPanel>
      </AuthPanel>
    </AuthPage>
  );
}

/** The notice of the page the guard sent the visitor from (`?next=/purchase?plan=…`), if it has one. */
function signedOutNotice(next: string | null): string | null {
  const page = signedOutNoticePage(next);
  return page === null ? null : (SIGNED_OUT_NOTICES[page] ?? null);
}

export default LoginPage;
