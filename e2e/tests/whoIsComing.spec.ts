import { SITTER_PROFILE_TEXT } from '@housesit/shared-contracts';
import { fullName, householdJobs, jobCard, jobQueueFor, nameOfTheirOwn } from '../fixtures/admin';
import { solidPng } from '../fixtures/png';
import { expectReady } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

/**
 * Who is coming: the sitter writes a profile and adds a photo in /settings, an admin gives them a
 * visit, and its customer sees 'Your sitter' on the visit with the first name (never the surname),
 * the photo and the profile. At the suite's instant (fixtures/test.ts), through the built product.
 */
const PROFILE = 'Marblehead neighbour for ten years: plants watered, mail in, every door checked twice.';

test('a sitter sets a profile, an admin assigns them, and the customer sees who is coming', async ({
  page,
  request,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  // A surname no other household's sitter has, so the admin's picker means this one.
  const sitter = await nameOfTheirOwn(request, household, household.people.sitter);
  const owner = household.people.homeowner;

  await signInAs(page, sitter);
  await page.goto('/settings');
  await expectReady(page);
  const form = page.getByRole('form', { name: SITTER_PROFILE_TEXT.sectionTitle });
  await form
    .getByLabel(SITTER_PROFILE_TEXT.photoLabel)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, 64, [31, 111, 92]) });
  await expect(form.getByRole('img', { name: SITTER_PROFILE_TEXT.photoAlt(sitter.firstName) })).toBeVisible();
  await form.getByLabel(SITTER_PROFILE_TEXT.profileLabel).fill(PROFILE);
  await form.getByRole('button', { name: SITTER_PROFILE_TEXT.save }).click();
  await expect(page.getByText(SITTER_PROFILE_TEXT.saved.title, { exact: true })).toBeVisible();

  // The customer's soonest visit nobody is assigned to yet.
  const { items } = await householdJobs(request, household, owner, { status: 'scheduled', unassigned: true, when: 'upcoming' });
  const visit = items[0];
  expect(visit, 'the household has an upcoming visit without a sitter').toBeDefined();
  const label = `Visit #${visit!.id}`;

  // The admin's page starts after the sitter's has ended (a socket opened without cookies is refused).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInAs(page, household.people.admin);
  await page.goto(jobQueueFor(visit!.id));
  await jobCard(page, visit!.id)
    .getByRole('button', { name: `Details of ${label}` })
    .click();
  const details = page.getByRole('dialog', { name: label });
  await details.getByLabel('Assigned sitter').selectOption({ label: fullName(sitter) });
  await details.getByRole('button', { name: 'Save sitter' }).click();
  await expect(page.getByText('Job updated', { exact: true })).toBeVisible();

  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInAs(page, owner);
  await page.goto('/homeowner/visits');
  await expectReady(page);
  const card = page.getByRole('article').filter({ hasText: label });
  const yourSitter = card.getByRole('region', { name: SITTER_PROFILE_TEXT.yourSitter });
  await expect(yourSitter).toContainText(sitter.firstName);
  await expect(yourSitter).toContainText(PROFILE);
  await expect(yourSitter).not.toContainText(sitter.lastName);
  const photo = yourSitter.getByRole('img', { name: SITTER_PROFILE_TEXT.photoAlt(sitter.firstName) });
  await expect(photo).toBeVisible();
  // The photo loaded (served to the visit's customer), not a broken image.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
});
