import { channelParam, formatRate, type ReleaseHealth, type RemoteName } from '@housesit/shared-contracts';

export const AREA_NAMES: Record<RemoteName, string> = {
  mf_public: 'Public pages',
  mf_homeowner: 'Homeowner area',
  mf_sitter: 'Sitter area',
  mf_admin: 'Admin area',
};

/** Where an admin opens the area on its staging release (the opt-in of decision 007). */
export function optInHref(remote: RemoteName): string {
  return `/?${channelParam(remote)}=staging`;
}

/** '120 page loads, 3 failed (2.5 %)'; the page loads count the failed ones. */
export function countsText(row: Pick<ReleaseHealth, 'loads' | 'failures'>): string {
  const pageLoads = row.loads + row.failures;
  if (pageLoads === 0) return 'No page loads yet';
  return `${pageLoads} page load${pageLoads === 1 ? '' : 's'}, ${row.failures} failed (${formatRate(row.failures / pageLoads)})`;
}

/** null: the build's own dist. */
export const releaseName = (release: string | null) => release ?? 'The build (no release)';
