import { useEffect } from 'react';
import styled from 'styled-components';
import { BRAND, NOT_FOUND_TEXT, dashboardFor } from '@housesit/shared-contracts';
import { ButtonLink, theme, useSession } from '@housesit/shell/kit';

const Box = styled.div`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    color: ${theme.colors.textMuted};
    margin: 0 0 24px;
  }
`;
const Code = styled.p`
  font-size: 3rem;
  font-weight: 800;
  color: ${theme.colors.primary};
  margin: 0 !important;
`;

/** Any path outside the route table. */
export function NotFoundPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = `${NOT_FOUND_TEXT.title} · ${BRAND}`;
  }, []);
  return (
    <Box>
      <Code aria-hidden="true">404</Code>
      <h1>{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.description}</p>
      {user ? <ButtonLink to={dashboardFor(user.role)}>Go to your dashboard</ButtonLink> : <ButtonLink to="/">Back to Home</ButtonLink>}
    </Box>
  );
}

export default NotFoundPage;
