import { useId } from 'react';
import { FAQ_ITEMS } from '../faqItems';
import { FaqAccordion } from './FaqAccordion';
import { PageSection, SectionTitle } from '../../../shared/PageSection';

/** The FAQ with its heading, used on the landing page and the support page. */
export function FaqSection() {
  const headingId = useId();
  return (
    <PageSection aria-labelledby={headingId}>
      <SectionTitle id={headingId}>Frequently Asked Questions</SectionTitle>
      <FaqAccordion items={FAQ_ITEMS} />
    </PageSection>
  );
}
