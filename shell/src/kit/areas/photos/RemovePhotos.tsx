import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@housesit/shell/kit';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;
const Preview = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: contain;
  border-radius: 8px;
`;

export interface RemovePhotosProps {
  urls: readonly string[];
  /** 'Visit #12', for the confirmation's title and the photo's description. */
  visitLabel: string;
  disabled: boolean;
  /** Removes the photo at `url`; resolves once the API answered (the confirmation closes then). */
  onRemove: (url: string) => Promise<unknown>;
}

/**
 * One 'Remove photo n' per photo of a visit in progress (a wrong photo can go before completion,
 * docs/product/DECISIONS.md 'Visit safety'), each asking first: the photo is deleted, not hidden. The sitter's
 * sheet and the admin's job details both use it.
 */
export function RemovePhotos({ urls, visitLabel, disabled, onRemove }: RemovePhotosProps) {
  const [asked, setAsked] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  if (urls.length === 0) return null;
  const url = asked === null ? undefined : urls[asked];
  const close = () => setAsked(null);
  const confirm = async () => {
    if (!url) return;
    setRemoving(true);
    try {
      await onRemove(url);
    } finally {
      setRemoving(false);
      setAsked(null);
    }
  };
  return (
    <>
      <List aria-label="Remove a photo">
        {urls.map((photo, index) => (
          <li key={photo}>
            <Button size="sm" variant="secondary" disabled={disabled} onClick={() => setAsked(index)}>
              Remove photo {index + 1}
            </Button>
          </li>
        ))}
      </List>
      {url && asked !== null ? (
        <Dialog
          open
          onClose={close}
          size="sm"
          title={`Remove photo ${asked + 1}?`}
          description={`It is deleted from the report of ${visitLabel}. This cannot be undone.`}
          footer={
            <>
              <Button variant="secondary" onClick={close} disabled={removing}>
                Keep photo
              </Button>
              <Button variant="danger" onClick={() => void confirm()} disabled={removing} aria-busy={removing || undefined}>
                {removing ? 'Removing...' : 'Remove photo'}
              </Button>
            </>
          }
        >
          <Preview src={url} alt={`Photo ${asked + 1} of ${visitLabel}`} />
        </Dialog>
      ) : null}
    </>
  );
}
