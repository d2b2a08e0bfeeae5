import styled from 'styled-components';
import { ACCOUNT_TEXT, CALENDAR_TEXT, EMAIL_TEXT, SITTER_PROFILE_TEXT, SITTER_ROLE } from '@housesit/shared-contracts';
import { Card, FullPageSpinner, Loaded, PageHeader, Stack, theme, useSession } from '@housesit/shell/kit';
import { useAccountSessions } from '../hooks/useAccountSessions';
import { useEmailPreferences } from '../hooks/useEmailPreferences';
import { useSettingsActions } from '../hooks/useSettingsActions';
import { useSitterProfile } from '../hooks/useSitterProfile';
import { CalendarFeedSection } from './CalendarFeedSection';
import { EmailPreferencesForm } from './EmailPreferencesForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SessionList } from './SessionList';
import { TimeOffSection } from './TimeOffSection';
import { SitterProfileForm } from './SitterProfileForm';

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 24px 0 48px;
`;
const Section = styled(Card).attrs({ as: 'section' })`
  h2 {
    margin: 0 0 16px;
    font-size: ${theme.fontSizes.lg};
  }
`;

/**
 * /settings, for every signed-in role: profile, a sitter's profile for customers, password, email
 * notifications, the calendar link (customers and sitters) and sessions.
 */
export function SettingsPage() {
  const { user } = useSession();
  const sessions = useAccountSessions();
  const emailPreferences = useEmailPreferences();
  const actions = useSettingsActions(sessions.mutate, emailPreferences.mutate);
  const sitterProfile = useSitterProfile(user?.role === SITTER_ROLE);
  // The route guard lets only signed-in users in; the user is briefly absent while signing out.
  if (!user) return <FullPageSpinner />;
  return (
    <Page>
      <PageHeader title={ACCOUNT_TEXT.title} />
      <Stack gap={6}>
        <Section aria-labelledby="settings-profile">
          <h2 id="settings-profile">{ACCOUNT_TEXT.profileTitle}</h2>
          <ProfileForm key={user.id} user={user} onSubmit={actions.saveProfile} />
        </Section>
        {user.role === SITTER_ROLE ? (
          <Section aria-labelledby="settings-sitter-profile">
            <h2 id="settings-sitter-profile">{SITTER_PROFILE_TEXT.sectionTitle}</h2>
            <Loaded
              query={sitterProfile.profile}
              loading="Loading your profile..."
              errorTitle={SITTER_PROFILE_TEXT.loadFailed}
              errorText={(error) => error.message}
            >
              {(profile) => <SitterProfileForm firstName={user.firstName} profile={profile} onSave={sitterProfile.save} />}
            </Loaded>
          </Section>
        ) : null}
        <Section aria-labelledby="settings-password">
          <h2 id="settings-password">{ACCOUNT_TEXT.passwordTitle}</h2>
          <PasswordForm user={user} onSubmit={actions.changePassword} />
        </Section>
        <Section aria-labelledby="settings-email">
          <h2 id="settings-email">{EMAIL_TEXT.sectionTitle}</h2>
          <Loaded
            query={emailPreferences}
            loading="Loading email settings..."
            errorTitle={EMAIL_TEXT.loadFailed}
            errorText={(error) => error.message}
          >
            {(preferences) => <EmailPreferencesForm preferences={preferences} onSave={actions.saveEmailPreferences} />}
          </Loaded>
        </Section>
        {user.role === 'homeowner' || user.role === SITTER_ROLE ? (
          <Section aria-labelledby="settings-calendar">
            <h2 id="settings-calendar">{CALENDAR_TEXT.title}</h2>
            <CalendarFeedSection role={user.role} />
          </Section>
        ) : null}
        {user.role === SITTER_ROLE ? (
          <Section aria-labelledby="settings-time-off">
            <h2 id="settings-time-off">Time off</h2>
            <TimeOffSection userId={user.id} />
          </Section>
        ) : null}
        <Section aria-labelledby="settings-sessions">
          <h2 id="settings-sessions">{ACCOUNT_TEXT.sessionsTitle}</h2>
          <Loaded
            query={sessions}
            loading="Loading sessions..."
            errorTitle="Could not load your sessions"
            errorText={(error) => error.message}
          >
            {({ items }) => <SessionList sessions={items} onEnd={actions.endSession} onEndOthers={actions.endOtherSessions} />}
          </Loaded>
        </Section>
      </Stack>
    </Page>
  );
}

export default SettingsPage;
