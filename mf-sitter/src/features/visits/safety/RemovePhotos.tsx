import styled from 'styled-components';
import { Button } from '@housesit/shell/kit';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

/** One 'Remove photo n' per photo while the visit is in progress (a wrong photo can go before completion). */
export function RemovePhotos({ urls, disabled, onRemove }: { urls: readonly string[]; disabled: boolean; onRemove: (url: string) => void }) {
  if (urls.length === 0) return null;
  return (
    <List aria-label="Remove a photo">
      {urls.map((url, index) => (
        <li key={url}>
          <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRemove(url)}>
            Remove photo {index + 1}
          </Button>
        </li>
      ))}
    </List>
  );
}
