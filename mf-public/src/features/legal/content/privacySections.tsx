import { BRAND, SERVICE_AREA } from '@housesit/shared-contracts';
import { Link } from 'react-router-dom';
import { SUPPORT_CONTACT } from '../../../shared/supportContact';
import type { LegalSection } from './types';

/**
 * The Privacy Policy: twelve sections. docs/product/customer.md §2 names eleven topics; the twelfth, placed
 * first, is the introduction saying who we are and what the policy covers.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        This Privacy Policy explains how {BRAND} collects, uses and protects personal information when you use our website and home-sitting
        service in {SERVICE_AREA.label}. It applies to homeowners who book visits and to visitors of our website. By using the Service you
        agree to the practices described here.
      </p>
    ),
  },
  {
    id: 'collected',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run your bookings:</p>
        <ul>
          <li>Account details: your name, username, email address, and optionally your phone number and address.</li>
          <li>
            Booking details: the address of the home to be visited, access instructions, visit dates, the tasks you choose and notes for
            your sitter.
          </li>
          <li>Visit reports: notes, photos taken in and around your home during a visit, visit times and durations.</li>
          <li>
            Payment records: amounts, dates and the status of each payment. Card details are entered on our payment provider&rsquo;s page;
            we never receive or store your full card number.
          </li>
          <li>Messages you exchange with us or your sitter, and requests to extend our service area.</li>
          <li>Technical data needed to keep you signed in and the Service secure, such as a session cookie.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    body: (
      <p>
        We use your information to create and secure your account, schedule visits and assign sitters, give sitters what they need to carry
        out a visit, send you visit reports and notifications, process payments and refunds, answer your questions, and improve and plan the
        Service (for example, deciding where to expand). We do not sell your personal information and do not use it for advertising.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Your Information',
    body: (
      <>
        <p>We share personal information only as needed to provide the Service:</p>
        <ul>
          <li>
            with the sitter assigned to your visit, who sees your name, the property address, access instructions and the tasks for that
            visit;
          </li>
          <li>with our payment provider, to process your payment;</li>
          <li>with service providers who host our systems, under contracts that protect your information;</li>
          <li>when the law requires it, or to protect the safety of our customers, sitters or the public.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords, access limited by role (a homeowner sees only their own
        visits, reports and photos) and secure session cookies. No system is perfectly secure; if we learn of a breach that affects you, we
        will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep account and booking information while your account is open. Visit reports and photos are kept so you can review past visits
        until you ask us to delete them or close your account. Payment records are kept for as long as tax and accounting law requires.
        After that, information is deleted or made anonymous.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <p>
        You can ask to see the personal information we hold about you, correct it, receive a copy, or have it deleted, and you can object to
        uses you did not expect. Write to <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>; we answer within 30 days.
        Some records, such as payment records, may have to be kept for legal reasons.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one essential cookie to keep you signed in and protect your session. It is not used for tracking or advertising, and we do
        not use third-party analytics or advertising cookies. If you block cookies, you will not be able to sign in.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-Party Services',
    body: (
      <p>
        Payments are handled on the hosted checkout page of our card payment provider, which processes your card details under its own
        privacy policy. Links to other websites are provided for convenience; we are not responsible for their privacy practices.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        The Service is intended for adults. It is not directed to children under 18, and we do not knowingly collect personal information
        from anyone under 18. If you believe a child has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as the Service changes. We will update the effective date above and, for material changes, tell you by
        email or in the app before they apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions or requests about your privacy? Write to us at <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> or
        see <Link to="/support">Help &amp; Support</Link>.
      </p>
    ),
  },
];
