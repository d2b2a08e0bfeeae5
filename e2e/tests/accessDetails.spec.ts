import { readFile } from 'node:fs/promises';
import { householdJobs, serviceDay, sessionOf } from '../fixtures/admin';
import { marbleheadDay } from '../fixtures/booking';
import { expect, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * A home's sealed access details (decision 024), end to end on the suite's clock: the customer
 * changes the door code after the visit is booked, on a 375 px phone; on the visit's day the
 * assigned sitter reveals the details and sees the new code, never the old one; the customer's
 * property then lists that look with the sitter's name and the visit's number. Neither code is in
 * the server's log.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'America/New_York' });

const OLD_CODE = 'E2E-OLD-1357';
const NEW_CODE = 'E2E-NEW-8642';

test('the customer edits the door code after booking and the sitter sees the new one on the day', async ({
  page,
  browser,
  request,
  household,
  signInAs,
  clock,
  server,
  health: _consoleChecked,
}) => {
  const { sitter, homeowner } = household.people;
  // A visit booked for a later day, assigned to the household's sitter.
  const later = await householdJobs(request, household, homeowner, {
    from: serviceDay(marbleheadDay(1)),
    status: 'scheduled',
    sitterId: sitter.id,
    limit: 20,
  });
  const visit = later.items[0];
  expect(visit, "a later visit of the homeowner's assigned to the household's sitter").toBeDefined();
  const { id, propertyAddress } = visit!;
  // The details the customer saved before: the old door code.
  const saved = await request.put('/api/properties/access', {
    headers: sessionOf(household, homeowner),
    data: { address: propertyAddress, details: { doorCode: OLD_CODE, keyHolder: 'customer' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The customer, on their phone, changes the door code on My Properties.
  const ownerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'America/New_York' });
  await clock.follow(ownerContext);
  await signInAs(ownerContext, homeowner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/homeowner/properties');
  const property = ownerPage.getByRole('article', { name: propertyAddress });
  await property.getByRole('button', { name: 'Edit access details' }).click();
  const form = property.getByRole('form', { name: 'Access details' });
  // Which fields are saved, never their values.
  await expect(form.getByText('Saved. Leave blank to keep it.').first()).toBeVisible();
  await expect(form.getByLabel('Door code')).toHaveValue('');
  await form.getByLabel('Door code').fill(NEW_CODE);
  await form.getByRole('button', { name: 'Save access details' }).click();
  await expect(form.getByRole('status')).toHaveText('Access details saved.');
  await expect(ownerPage.getByText(OLD_CODE)).toHaveCount(0);

  // The visit's day, a quarter of an hour into its window: the sitter opens the visit.
  await clock.set(new Date(Date.parse(visit!.scheduledDate) + 15 * 60_000));
  await signInAs(page, sitter);
  await page.goto('/housesitter/jobs');
  await expectReady(page);
  await page.getByRole('tab', { name: /Upcoming/ }).click();
  const card = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: `Visit #${id} ·` });
  await card.getByRole('button', { name: /View details/ }).click();
  const dialog = page.getByRole('dialog', { name: `Visit #${id}` });
  // Nothing in the visit's details until the sitter asks.
  await expect(dialog.getByText(NEW_CODE)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Show access details' }).click();
  const details = dialog.getByLabel('Access details');
  await expect(details).toContainText('Door code');
  await expect(details).toContainText(NEW_CODE);
  await expect(details).not.toContainText(OLD_CODE);

  // The customer's property lists the look: the sitter's name and the visit's number.
  await ownerPage.reload();
  const reloaded = ownerPage.getByRole('article', { name: propertyAddress });
  await reloaded.getByRole('button', { name: 'Who viewed the access details' }).click();
  const looks = reloaded.getByRole('list', { name: `Who viewed the access details of ${propertyAddress}` });
  await expect(looks.getByRole('listitem')).toHaveCount(1);
  await expect(looks.getByRole('listitem').first()).toContainText(`${sitter.firstName} ${sitter.lastName} viewed your access details on`);
  await expect(looks.getByRole('listitem').first()).toContainText(`for Visit #${id}`);
  await ownerContext.close();

  // What the server logged (warnings and errors, as the suite runs it) holds neither code.
  const log = await readFile(server.logFile, 'utf8');
  expect(log).not.toContain(OLD_CODE);
  expect(log).not.toContain(NEW_CODE);
});

test("an admin opens a home's access details only with a reason, on a 375 px screen, and the customer sees the look", async ({
  page,
  request,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  const { admin, homeowner } = household.people;
  const later = await householdJobs(request, household, homeowner, { from: serviceDay(marbleheadDay(1)), status: 'scheduled', limit: 20 });
  const visit = later.items[0];
  expect(visit, 'a later visit of the homeowner').toBeDefined();
  const { id, propertyAddress } = visit!;
  const saved = await request.put('/api/properties/access', {
    headers: sessionOf(household, homeowner),
    data: { address: propertyAddress, details: { doorCode: NEW_CODE, keyHolder: 'housesit', keyNumber: 'HS-E2E-7' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInAs(page, admin);
  await page.goto(`/jobs?from=&q=%23${id}&visit=${id}`);
  const dialog = page.getByRole('dialog', { name: `Visit #${id}` });
  await expect(dialog).toBeVisible();
  const reveal = dialog.getByRole('form', { name: 'Show access details' });
  // No reason: the screen says why and asks nothing of the server.
  await reveal.getByRole('button', { name: 'Show access details' }).click();
  await expect(reveal.getByText('Give a reason to see or change these access details.')).toBeVisible();
  await reveal.getByLabel('Reason for viewing').fill('Sitter called: locked out');
  await reveal.getByRole('button', { name: 'Show access details' }).click();
  const details = dialog.getByLabel('Access details', { exact: true });
  await expect(details).toContainText(NEW_CODE);
  await expect(details).toContainText('HS-E2E-7');
  // Nothing runs off a phone's screen.
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const looks = await request.get(`/api/properties/access/reveals?address=${encodeURIComponent(propertyAddress)}`, {
    headers: sessionOf(household, homeowner),
  });
  const { items } = (await looks.json()) as { items: Array<{ visitId: number; role: string; reason: string | null }> };
  expect(items[0]).toMatchObject({ visitId: id, role: 'admin', reason: 'Sitter called: locked out' });
});
