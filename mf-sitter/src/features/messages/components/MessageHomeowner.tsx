import { useId, useState } from 'react';
import type { Visit } from '@housesit/shared-contracts';
import { Button } from '@housesit/shell/kit';
import { ConversationPanel, type SocketConstructor } from '@housesit/shell/kit/areas';

export interface MessageHomeownerProps {
  visit: Visit;
  WebSocketImpl?: SocketConstructor;
}

/**
 * Opens the visit's conversation inside the job details on demand: the messages are loaded and
 * /ws is connected only while it is open (closing it or the dialog closes the socket).
 */
export function MessageHomeowner({ visit, WebSocketImpl }: MessageHomeownerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button variant="secondary" size="lg" fullWidth aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide conversation' : `Message ${visit.homeowner.firstName || 'homeowner'}`}
      </Button>
      <div id={panelId}>
        {open ? (
          <ConversationPanel
            visitId={visit.id}
            emptyText="No messages yet. Write to the homeowner about this visit below."
            WebSocketImpl={WebSocketImpl}
          />
        ) : null}
      </div>
    </>
  );
}
