import {
  HOMEOWNER_MESSAGES,
  formatAmount,
  teamAnswersText,
  visitTitle,
  whoAnswers,
  type RealtimeClientMessage,
  type Visit,
} from '@housesit/shared-contracts';
import { Button, Card, Loaded, VisitStatusBadge, theme, useSession } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts, Muted, MessageComposer, MessageList, useMarkConversationRead, useTypingSender } from '@housesit/shell/kit/areas';
import { personName, visitDateTime } from '../../../shared/visitText';
import { useMessageThread } from '../api/useMessageThread';
import { useOfficeHours } from '../api/useOfficeHours';
import { useSendMessage } from '../api/useSendMessage';

/** The customer's homes, where each home's access details are edited. */
const PROPERTY_ACCESS_PATH = '/homeowner/properties';

const Pane = styled(Card)`
  display: grid;
  gap: ${theme.space[3]}px;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** Only on a phone, where the list and the conversation are shown one at a time. */
const BackButton = styled.div`
  @media ${theme.breakpoints.md} {
    display: none;
  }
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

const TypingLine = styled(Muted)`
  min-height: 1.5em;
  font-style: italic;
`;

interface Props {
  visit: Visit;
  onBack(): void;
  /** First name of the other side while they type in this conversation. */
  typingName: string | null;
  sendRealtime(message: RealtimeClientMessage): boolean;
}

/** The selected visit's conversation: details, messages, typing indicator and the input. */
export function ConversationPane({ visit, onBack, typingName, sendRealtime }: Props) {
  const { user } = useSession();
  const thread = useMessageThread(visit.id);
  const { send, sending } = useSendMessage(visit.id);
  const notifyTyping = useTypingSender(sendRealtime, visit.id);
  const sitter = personName(visit.assignedSitter);
  const hours = useOfficeHours();
  useMarkConversationRead(visit.id, thread.messages);

  return (
    <Pane as="section" aria-labelledby="conversation-title">
      <BackButton>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to conversations
        </Button>
      </BackButton>
      <Header>
        <h2 id="conversation-title">Visit #{visit.id}</h2>
        <VisitStatusBadge status={visit.status} />
      </Header>
      <Muted>{`Answered by ${whoAnswers(visit.assignedSitter)}`}</Muted>
      {/* No sitter yet: the team answers, in its office hours; say them and when it is next in. */}
      {visit.assignedSitter === null && hours.data ? (
        <Muted data-testid="team-hours">{teamAnswersText(hours.data, new Date())}</Muted>
      ) : null}
      <Details open>
        <summary>Visit details</summary>
        <Facts>
          <dt>Date</dt>
          <dd>
            <time dateTime={visit.scheduledDate}>{visitDateTime(visit)}</time>
          </dd>
          <dt>Services</dt>
          <dd>{visitTitle(visit)}</dd>
          <dt>Sitter</dt>
          <dd>{sitter ?? 'Not assigned yet'}</dd>
          <dt>Address</dt>
          <dd>{visit.propertyAddress}</dd>
          <dt>Amount</dt>
          <dd>{formatAmount(visit.totalAmount)}</dd>
        </Facts>
      </Details>

      <Loaded query={thread} loading="Loading messages..." errorText={(error) => error.message}>
        {() => (
          <MessageList
            label={`Messages for Visit #${visit.id}`}
            messages={thread.messages ?? []}
            myId={user?.id ?? null}
            emptyText="No messages yet. Write to your sitter and our team about this visit below."
          />
        )}
      </Loaded>

      <TypingLine aria-live="polite">
        {typingName && (
          <>
            <span>{`${typingName} `}</span>
            <span>{HOMEOWNER_MESSAGES.typing}</span>
          </>
        )}
      </TypingLine>

      <MessageComposer key={visit.id} sending={sending} onSend={send} onTyping={notifyTyping} accessDetailsHref={PROPERTY_ACCESS_PATH} />
    </Pane>
  );
}
