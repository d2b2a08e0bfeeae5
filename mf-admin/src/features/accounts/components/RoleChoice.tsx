import styled from 'styled-components';
import { useField } from 'react-final-form';
import { theme } from '@housesit/shell/kit';
import { STAFF_ROLE_OPTIONS, type StaffRole } from '../createAccount';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;

  legend {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    margin-bottom: 4px;
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 10px;
  align-items: center;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.primary};
  }

  small {
    grid-column: 2;
    color: ${theme.colors.textMuted};
  }
`;

function RoleOption({ value, label, hint }: { value: StaffRole; label: string; hint: string }) {
  const { input } = useField<StaffRole>('role', { type: 'radio', value });
  return (
    <Option>
      <input {...input} type="radio" />
      <span>{label}</span>
      <small>{hint}</small>
    </Option>
  );
}

/** Sitter or admin: the two kinds of account only an admin creates (docs/product/DECISIONS.md). */
export function RoleChoice() {
  return (
    <Fieldset>
      <legend>Account type</legend>
      {STAFF_ROLE_OPTIONS.map((o) => (
        <RoleOption key={o.value} {...o} />
      ))}
    </Fieldset>
  );
}
