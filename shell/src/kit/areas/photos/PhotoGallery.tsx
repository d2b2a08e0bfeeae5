import styled from 'styled-components';
import { theme } from '@housesit/shell/kit';
import { Muted } from '../layout';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));

  a {
    display: block;
    border-radius: 8px;
  }

  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 8px;
    background: ${theme.colors.surfaceMuted};
  }
`;

/** Thumbnails of the report's photos (served by the API only to people allowed to see them). */
export function PhotoGallery({ urls, visitLabel }: { urls: readonly string[]; visitLabel: string }) {
  if (urls.length === 0) return <Muted>No photos yet.</Muted>;
  return (
    <Grid aria-label={`Photos of ${visitLabel}`}>
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`Photo ${i + 1} of ${visitLabel}`} loading="lazy" />
          </a>
        </li>
      ))}
    </Grid>
  );
}
