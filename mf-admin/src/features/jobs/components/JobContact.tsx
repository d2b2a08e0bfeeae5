import type { Visit } from '@housesit/shared-contracts';
import { DetailList, Muted } from '@housesit/shell/kit/areas';
import { useAccounts } from '../../accounts';
import { mailtoHref, telHref } from '../../../shared/contactLinks';
import { personName } from '../jobFormat';
import { JobAccessDetails } from './JobAccessDetails';

/**
 * What an admin needs to reach the home and its owner: the home's sealed access details (opened
 * or changed with a reason), whether a lockbox was bought, and the homeowner's name, email and phone (the email comes from the admin's
 * account list: the visit's JSON, which sitters get too, carries no email).
 */
export function JobContact({ job }: { job: Visit }) {
  const homeowners = useAccounts('homeowner');
  const account = homeowners.data?.items.find((u) => u.id === job.homeownerId);
  const lockbox = job.schedulingAddOns.some((addOn) => addOn.toLowerCase() === 'lockbox');
  const phone = job.homeownerPhone ?? account?.phone ?? null;
  return (
    <DetailList>
      <dt>Access details</dt>
      <dd>
        <JobAccessDetails visitId={job.id} />
      </dd>
      <dt>Lockbox</dt>
      <dd>{lockbox ? 'Yes, a lockbox was ordered' : 'No lockbox'}</dd>
      <dt>Homeowner</dt>
      <dd>{personName(job.homeowner)}</dd>
      <dt>Email</dt>
      <dd>
        {account ? (
          <a href={mailtoHref(account.email)}>{account.email}</a>
        ) : homeowners.isLoading ? (
          <Muted>Loading...</Muted>
        ) : (
          <Muted>Not available</Muted>
        )}
      </dd>
      <dt>Phone</dt>
      <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : <Muted>Not on file</Muted>}</dd>
    </DetailList>
  );
}
