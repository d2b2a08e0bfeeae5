import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_MAX_LENGTH } from '@housesit/shared-contracts';
import { Button, Field, TextArea } from '@housesit/shell/kit';

const Form = styled.form`
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 1fr);

  textarea {
    min-height: 64px;
  }
`;

/** What a send came to: a refusal may name what is wrong with the text. */
export type SendOutcome = { ok: true } | { ok: false; fieldError?: string };

export interface MessageComposerProps {
  sending: boolean;
  onSend(body: string): Promise<SendOutcome>;
  /** Called on each keystroke that leaves some text (the caller throttles what it sends). */
  onTyping(): void;
}

/** The message input: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ sending, onSend, onTyping }: MessageComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

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
      <Button type="submit" size="lg" fullWidth disabled={sending}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </Form>
  );
}
