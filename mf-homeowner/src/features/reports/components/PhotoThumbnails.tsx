import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Thumb = styled.button<{ $current: boolean }>`
  padding: 0;
  border: 2px solid ${({ $current }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${theme.radii.sm};
  background: none;
  cursor: pointer;
  line-height: 0;

  img {
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    border-radius: 0.25rem;
  }
`;

interface Props {
  urls: readonly string[];
  current?: number;
  onSelect(index: number): void;
}

/**
 * Photo thumbnails as buttons. The URLs are the API's same-origin `/api/media/<id>` links and
 * are used as they are.
 */
export function PhotoThumbnails({ urls, current, onSelect }: Props) {
  return (
    <Strip>
      {urls.map((url, index) => (
        <li key={url}>
          <Thumb
            type="button"
            $current={index === current}
            aria-current={index === current ? 'true' : undefined}
            aria-label={`Photo ${index + 1} of ${urls.length}`}
            onClick={() => onSelect(index)}
          >
            <img src={url} alt="" loading="lazy" />
          </Thumb>
        </li>
      ))}
    </Strip>
  );
}
