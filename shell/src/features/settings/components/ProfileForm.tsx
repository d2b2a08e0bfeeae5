import { Form, useField } from 'react-final-form';
import styled from 'styled-components';
import { ACCOUNT_TEXT, type UpdateProfile, type User } from '@housesit/shared-contracts';
import { Button, Stack, theme, formTextField } from '@housesit/shell/kit';
import { profilePayload, profileValuesOf, validateProfile, type ProfileValues } from '../lib/validation';
import type { SubmissionErrors } from '../hooks/useSettingsActions';

const FormTextField = formTextField(useField);

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  @media ${theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Identity = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface ProfileFormProps {
  user: User;
  onSubmit(payload: UpdateProfile): Promise<SubmissionErrors>;
}

/** First and last name, phone and address; username and email are shown, not edited here. */
export function ProfileForm({ user, onSubmit }: ProfileFormProps) {
  return (
    <Form<ProfileValues>
      initialValues={profileValuesOf(user)}
      onSubmit={(values) => onSubmit(profilePayload(values))}
      validate={validateProfile}
      render={({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={ACCOUNT_TEXT.profileTitle}>
          <Stack gap={4}>
            <Identity>
              {user.username} · {user.email}
            </Identity>
            <Row>
              <FormTextField name="firstName" id="settings-first-name" label="First name" autoComplete="given-name" />
              <FormTextField name="lastName" id="settings-last-name" label="Last name" autoComplete="family-name" />
            </Row>
            <FormTextField name="phone" id="settings-phone" label="Phone" type="tel" autoComplete="tel" hint="Optional" />
            <FormTextField name="address" id="settings-address" label="Address" autoComplete="street-address" multiline hint="Optional" />
            <div>
              <Button type="submit" disabled={submitting || pristine}>
                {submitting ? 'Saving...' : 'Save profile'}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    />
  );
}
