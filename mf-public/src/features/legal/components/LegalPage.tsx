import { ButtonLink, PageHeader } from '@housesit/shell/kit';
import styled from 'styled-components';
import { TextContainer } from '../../../shared/PageSection';
import { SiteFooter } from '../../footer';
import { LEGAL_EFFECTIVE_DATE, type LegalSection } from '../content/types';

interface LegalPageProps {
  title: string;
  sections: readonly LegalSection[];
}

/** A static legal document: its h1, effective date, numbered sections (h2) and a way home. */
export function LegalPage({ title, sections }: LegalPageProps) {
  return (
    <>
      <TextContainer>
        <Top>
          <ButtonLink to="/" variant="ghost" size="sm">
            <BackArrow /> Back to Home
          </ButtonLink>
        </Top>
        <PageHeader title={title} subtitle={`Effective date: ${LEGAL_EFFECTIVE_DATE}`} />
        <Document>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={`legal-${section.id}`}>
              <h2 id={`legal-${section.id}`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </Document>
      </TextContainer>
      <SiteFooter />
    </>
  );
}

function BackArrow() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 20 20">
      <path d="M12.5 15 7.5 10l5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const Top = styled.div`
  padding: 16px 0 8px;
`;

const Document = styled.div`
  padding-bottom: 48px;
  line-height: 1.65;

  section {
    margin-top: 28px;
  }

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }

  p {
    margin: 0 0 12px;
  }

  ul {
    margin: 0 0 12px;
    padding-left: 22px;
  }

  li + li {
    margin-top: 4px;
  }
`;
