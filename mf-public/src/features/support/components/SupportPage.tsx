import { SERVICE_AREA, SUPPORT_CONTACT_PLACEHOLDERS, dashboardFor } from '@housesit/shared-contracts';
import {
  ButtonLink,
  Card,
  Loaded,
  PageHeader,
  ServerPart,
  ServerPartCopy,
  Spinner,
  useSession,
  usePrerendering,
} from '@housesit/shell/kit';
import styled from 'styled-components';
import { SectionTitle, TextContainer } from '../../../shared/PageSection';
import { FaqSection } from '../../faq';
import { SiteFooter } from '../../footer';
import { SUPPORT_CONTACT } from '../../../shared/supportContact';
import { useSupportContact } from '../../../shared/useSupportContact';

/** Route /support: help for every visitor (docs/product/DECISIONS.md: a real help and contact screen). */
export function SupportPage() {
  return (
    <>
      <Page>
        <PageHeader title="Help & Support" subtitle="Answers to common questions, and how to reach our team." />
        <Block aria-labelledby="support-contact">
          <SectionTitle id="support-contact">Contact us</SectionTitle>
          <ContactChannels />
          <Muted>
            We currently serve {SERVICE_AREA.label} {SERVICE_AREA.zip}. In an emergency at your home, call 911 first.
          </Muted>
        </Block>
        <VisitHelp />
        <FaqSection />
      </Page>
      <SiteFooter />
    </>
  );
}

const CONTACT_PART = 'support-contact';

/**
 * The configured email and phone (the same as in every email the product sends). The release
 * build renders placeholders, which the API fills with its own contact (decision 020).
 */
function ContactChannels() {
  const prerendering = usePrerendering();
  const contact = useSupportContact();
  const query = prerendering ? { data: SUPPORT_CONTACT_PLACEHOLDERS } : contact;
  return (
    <Loaded
      query={query}
      // Until the contact arrives the app shows the server's HTML of it (kit ServerPart), so the
      // take-over of /support neither flashes a loading text nor moves the page.
      loading={
        <ServerPart id={CONTACT_PART}>
          <ServerPartCopy id={CONTACT_PART} fallback={<Spinner label="Loading contact details..." />} />
        </ServerPart>
      }
      errorTitle="Could not load our contact details"
      errorText={(error) => error.message}
    >
      {({ email, phone, phoneHref }) => (
        <ServerPart id={CONTACT_PART}>
          <Channels>
            <Card>
              <ChannelTitle>Email</ChannelTitle>
              <p>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
              <Muted>We answer every email within one business day.</Muted>
            </Card>
            <Card>
              <ChannelTitle>Phone</ChannelTitle>
              <p>
                <a href={phoneHref}>{phone}</a>
              </p>
              <Muted>{SUPPORT_CONTACT.hours}</Muted>
            </Card>
          </Channels>
        </ServerPart>
      )}
    </Loaded>
  );
}

/** What to do about a booked visit depends on who is asking. */
function VisitHelp() {
  const { user } = useSession();
  return (
    <Block aria-labelledby="support-visit">
      <SectionTitle id="support-visit">Questions about a visit</SectionTitle>
      {user?.role === 'homeowner' ? (
        <>
          <p>Message us about any of your visits; your sitter and our team see your messages.</p>
          <ButtonLink to="/messages">Open Messages</ButtonLink>
        </>
      ) : user ? (
        <>
          <p>Your visits and jobs are on your dashboard. For anything else, email or call us.</p>
          <ButtonLink to={dashboardFor(user.role)} variant="secondary">
            Go to Dashboard
          </ButtonLink>
        </>
      ) : (
        <>
          <p>Sign in to message us about a visit you have booked.</p>
          <ButtonLink to="/login" variant="secondary">
            Sign In
          </ButtonLink>
        </>
      )}
    </Block>
  );
}

const Page = styled(TextContainer)`
  padding-top: 24px;
`;

const Block = styled.section`
  padding: 24px 0;

  p {
    margin: 0 0 12px;
  }
`;

const Channels = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  margin: 16px 0;

  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }

  /* Doubled, so it beats Block's rule whatever order the two were injected in: while the
     contact loads, this is the server's copy, whose rules came before the app's (ServerPart). */
  && p {
    margin: 0 0 4px;
  }
`;

const ChannelTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 1rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
