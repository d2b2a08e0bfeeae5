import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { Form, useField } from 'react-final-form';
import { formTextField } from '@housesit/shell/kit';

const FormTextField = formTextField(useField);

function EmailForm({ serverError }: { serverError?: string }) {
  return (
    <Form<{ email?: string }>
      onSubmit={() => (serverError ? { email: serverError, [FORM_ERROR]: undefined } : undefined)}
      validate={(values) => (values.email ? {} : { email: 'Email is required' })}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <FormTextField name="email" id="email" label="Email" type="email" hint="We never share it" />
          <button type="submit">Send</button>
        </form>
      )}
    />
  );
}

describe('formTextField', () => {
  it('labels the input and reads its hint with it, with no error before a submit', async () => {
    render(<EmailForm />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it');
    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the validation error on submit, tied to the input', async () => {
    render(<EmailForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
  });

  it("shows the server's field error until the field is changed", async () => {
    render(<EmailForm serverError="That email is taken" />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email is taken');
    await userEvent.type(input, 'o');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
