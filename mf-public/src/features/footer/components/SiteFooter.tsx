import { BRAND, SERVICE_AREA } from '@housesit/shared-contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '../../../shared/PageSection';

/** Footer of the public pages. It sits inside the shell's <main>, so it is not a page landmark. */
export function SiteFooter() {
  return (
    <Footer>
      <PageContainer>
        <Row>
          <Small>
            &copy; {new Date().getFullYear()} {BRAND}. Serving {SERVICE_AREA.label} {SERVICE_AREA.zip} (beta).
          </Small>
          <nav aria-label="Legal and help">
            <Links>
              <li>
                <FooterLink to="/terms">Terms of Service</FooterLink>
              </li>
              <li>
                <FooterLink to="/privacy">Privacy Policy</FooterLink>
              </li>
              <li>
                <FooterLink to="/support">Help &amp; Support</FooterLink>
              </li>
            </Links>
          </nav>
        </Row>
      </PageContainer>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: 24px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  display: inline-block;
  padding: 8px 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
