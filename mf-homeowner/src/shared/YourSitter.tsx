import { SITTER_PROFILE_TEXT, type SitterCard } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
  min-width: 0;
`;

const Photo = styled.img<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${theme.colors.border};
`;

const Text = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  /** The visit's assigned sitter as its customer meets them; null while none is assigned. */
  sitter: SitterCard | null | undefined;
  /** Names the block for screen readers ('Your sitter' on the visit, 'Your sitter' in the report). */
  headingId: string;
  /** The profile text is left out where space is short (the dashboard's cards). */
  showProfile?: boolean;
  photoSize?: number;
}

/**
 * 'Your sitter': who is coming, by first name only (never the surname, email or phone), with
 * their photo and the profile they wrote for customers; or, plainly, that none is assigned yet.
 */
export function YourSitter({ sitter, headingId, showProfile = true, photoSize = 56 }: Props) {
  return (
    <Box aria-labelledby={headingId} data-testid="your-sitter">
      {sitter?.photoUrl ? <Photo src={sitter.photoUrl} alt={SITTER_PROFILE_TEXT.photoAlt(sitter.firstName)} $size={photoSize} /> : null}
      <Text>
        <h3 id={headingId}>{SITTER_PROFILE_TEXT.yourSitter}</h3>
        {sitter ? (
          <>
            <p>{sitter.firstName}</p>
            {showProfile && sitter.profile ? <Muted>{sitter.profile}</Muted> : null}
          </>
        ) : (
          <Muted>{SITTER_PROFILE_TEXT.noSitter}</Muted>
        )}
      </Text>
    </Box>
  );
}
