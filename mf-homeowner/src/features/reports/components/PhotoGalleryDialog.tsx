import { Button, Dialog, theme } from '@housesit/shell/kit';
import { useEffect } from 'react';
import styled from 'styled-components';
import { PhotoThumbnails } from './PhotoThumbnails';

const Viewer = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.75rem;

  img {
    width: 100%;
    max-height: 60vh;
    object-fit: contain;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

interface Props {
  open: boolean;
  urls: readonly string[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** The photo gallery ('n of m', previous/next, thumbnails, left/right arrow keys). */
export function PhotoGalleryDialog({ open, urls, index, onIndexChange, onClose }: Props) {
  const count = urls.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  // Going past either end wraps around, so both buttons always do something.
  const show = (next: number) => onIndexChange((next + count) % count);

  useEffect(() => {
    if (!open || count === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') show(current - 1);
      else if (event.key === 'ArrowRight') show(current + 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const url = urls[current];
  return (
    <Dialog open={open} onClose={onClose} title="Visit Photos" size="lg">
      {url && (
        <Viewer>
          <img src={url} alt={`Visit photo ${current + 1} of ${count}`} />
          <Controls>
            <Button variant="secondary" size="sm" onClick={() => show(current - 1)} disabled={count < 2}>
              Previous
            </Button>
            <figcaption aria-live="polite">{`${current + 1} of ${count}`}</figcaption>
            <Button variant="secondary" size="sm" onClick={() => show(current + 1)} disabled={count < 2}>
              Next
            </Button>
          </Controls>
          <PhotoThumbnails urls={urls} current={current} onSelect={onIndexChange} />
        </Viewer>
      )}
    </Dialog>
  );
}
