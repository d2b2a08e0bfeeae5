import { MESSAGE_MAX_LENGTH } from '@housesit/shared-contracts';
import { Button, Field, TextArea, theme } from '@housesit/shell/kit';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { SendOutcome } from '../api/useSendMessage';

const Form = styled.form`
  display: grid;
  gap: ${theme.space[2]}px;
  grid-template-columns: minmax(0, 1fr);

  textarea {
    min-height: 64px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface Props {
  visitId: number;
  sending: boolean;
  onSend(body: string): Promise<SendOutcome>;
  onTyping(): void;
}

/** The message input: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ visitId, sending, onSend, onTyping }: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const inputId = `message-input-${visitId}`;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const outcome = await onSend(body);
    if (outcome.ok) {
      setBody('');
      setError(undefined);
    } else {
      setError(outcome.fieldError);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Send a message">
      <Field label="Message" htmlFor={inputId} error={error} hint="Enter sends, Shift+Enter starts a new line.">
        <TextArea
          id={inputId}
          value={body}
          invalid={!!error}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Write a message..."
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(undefined);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </Actions>
    </Form>
  );
}
