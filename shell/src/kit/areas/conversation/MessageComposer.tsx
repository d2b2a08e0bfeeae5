import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ACCESS_CODE_HINT, MESSAGE_MAX_LENGTH, looksLikeAccessCode } from '@housesit/shared-contracts';
import { Button, ButtonLink, Field, TextArea, theme } from '@housesit/shell/kit';

const Form = styled.form`
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 1fr);

  textarea {
    min-height: 64px;
  }
`;

/** The access-code hint: a polite live region, so a screen reader hears it once it appears. */
const Hint = styled.div`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
  p {
    margin: 0 0 4px;
  }
`;

/** What a send came to: a refusal may name what is wrong with the text. */
export type SendOutcome = { ok: true } | { ok: false; fieldError?: string };

export interface MessageComposerProps {
  sending: boolean;
  onSend(body: string): Promise<SendOutcome>;
  /** Called on each keystroke that leaves some text (the caller throttles what it sends). */
  onTyping(): void;
  /**
   * The customer's access details editor: with it, a message that looks like it holds a code
   * suggests moving it there, with a link; without it (staff), the hint says so without a link.
   */
  accessDetailsHref?: string;
}

/**
 * The message input: Enter sends, Shift+Enter starts a new line. While the text looks like an
 * access code or password (looksLikeAccessCode), a hint suggests the home's access details instead;
 * it never blocks sending.
 */
export function MessageComposer({ sending, onSend, onTyping, accessDetailsHref }: MessageComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const showHint = looksLikeAccessCode(body);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const outcome = await onSend(body);
    if (outcome.ok) {
      setBody('');
      setError(undefined);
    } else {
      // A failed send keeps the text so it can be sent again; the toast says what happened.
      setError(outcome.fieldError);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Send a message" noValidate>
      <Field label="Message" htmlFor={id} error={error} hint="Enter sends, Shift+Enter starts a new line.">
        <TextArea
          id={id}
          rows={2}
          value={body}
          invalid={!!error}
          maxLength={MESSAGE_MAX_LENGTH}
          enterKeyHint="send"
          placeholder="Write a message..."
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(undefined);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Hint aria-live="polite" data-testid="access-code-hint">
        {showHint ? (
          <>
            <p>{accessDetailsHref ? ACCESS_CODE_HINT.text : ACCESS_CODE_HINT.staffText}</p>
            {accessDetailsHref ? (
              <ButtonLink to={accessDetailsHref} variant="secondary" size="sm">
                {ACCESS_CODE_HINT.link}
              </ButtonLink>
            ) : null}
          </>
        ) : null}
      </Hint>
      <Button type="submit" size="lg" fullWidth disabled={sending}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </Form>
  );
}
