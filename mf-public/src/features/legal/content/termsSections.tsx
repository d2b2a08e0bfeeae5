import { BRAND, CANCELLATION_NOTICE_DAYS, SERVICE_AREA, USERNAME_MIN_LENGTH } from '@housesit/shared-contracts';
import { Link } from 'react-router-dom';
import { SUPPORT_CONTACT } from '../../../shared/supportContact';
import type { LegalSection } from './types';

/** The Terms of Service: exactly the ten sections docs/product/customer.md §2 lists, in its order. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          These Terms of Service (the &ldquo;Terms&rdquo;) govern your use of the {BRAND} website and booking service (the
          &ldquo;Service&rdquo;). By creating an account, booking a visit or otherwise using the Service, you agree to these Terms and to
          our <Link to="/privacy">Privacy Policy</Link>. If you do not agree, do not use the Service.
        </p>
        <p>You must be at least 18 years old and able to enter into a binding contract to use the Service.</p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Description of Service',
    body: (
      <>
        <p>
          {BRAND} is a platform that connects homeowners with screened, independent home sitters who visit a home while its owner is away. A
          standard visit includes a security check, mail and package pickup, basic plant care and a visit report with notes and photos.
          Extended and recurring visits can include additional tasks you choose when you book.
        </p>
        <p>
          The Service is offered as a beta and currently serves {SERVICE_AREA.city}, {SERVICE_AREA.state} {SERVICE_AREA.zip} only. Features
          may change while the beta runs. A visit is not a security, alarm-monitoring, veterinary or emergency service; in an emergency,
          call 911.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: (
      <>
        <p>
          You need an account to book visits. You agree to give accurate information (your name, email address and the address of the home
          to be visited) and to keep it up to date. Usernames must have at least {USERNAME_MIN_LENGTH} characters.
        </p>
        <p>
          You are responsible for keeping your password confidential and for everything done through your account. Tell us at once at{' '}
          {SUPPORT_CONTACT.email} if you believe your account has been used without your permission.
        </p>
      </>
    ),
  },
  {
    id: 'contractors',
    title: 'Independent Contractors',
    body: (
      <>
        <p>
          Sitters who perform visits are independent contractors, not employees, agents or partners of {BRAND}. We screen sitters before
          they can accept visits, assign them to bookings and collect visit reports, but sitters decide how to carry out the tasks you
          request.
        </p>
        <p>
          You agree to give your sitter safe access to your home and accurate access instructions, and to tell us about anything that could
          affect their safety, such as pets, alarms or hazards on the property.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment Terms',
    body: (
      <>
        <p>
          Prices are shown before you book and are charged in U.S. dollars when you book, through the hosted checkout of our card payment
          provider. The price charged is the one calculated by our system at checkout; a lockbox, where offered, is charged once per
          booking. Recurring plans are billed monthly in advance until cancelled.
        </p>
        <p>
          You may cancel or change a booking with at least {CANCELLATION_NOTICE_DAYS} days&rsquo; notice before the visit. Bookings made
          within {CANCELLATION_NOTICE_DAYS} days of the visit are non-refundable. Last-minute bookings may carry an additional fee, which is
          shown at checkout before you pay.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent permitted by law, {BRAND} is not liable for any indirect, incidental, special or consequential damages, or
          for loss of or damage to property that is not caused by our own negligence or wilful misconduct.
        </p>
        <p>
          Our total liability for any claim arising out of or relating to the Service or a visit is limited to the amount you paid for the
          booking that gave rise to the claim. Nothing in these Terms limits liability that cannot be limited under applicable law.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited Uses',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>book visits to a property you are not authorised to give access to;</li>
          <li>ask a sitter to do anything unlawful, unsafe, or outside the tasks you booked;</li>
          <li>harass, threaten or discriminate against sitters or our staff;</li>
          <li>give false information, impersonate another person or share your account;</li>
          <li>interfere with the Service, probe its security, or access it by automated means without our permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using the Service and ask us to close your account at any time. We may suspend or close an account that breaks these
        Terms or puts sitters, customers or the Service at risk. Visits already paid for are then handled under the Payment Terms above.
        Sections that by their nature should survive termination, including Limitation of Liability, continue to apply.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms as the Service develops. When we make a material change we will update the effective date above and tell
        you by email or in the app before the change applies. Continuing to use the Service after a change takes effect means you accept the
        updated Terms. These Terms are governed by the laws of the Commonwealth of Massachusetts.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about these Terms? Write to us at <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> or see{' '}
        <Link to="/support">Help &amp; Support</Link>.
      </p>
    ),
  },
];
