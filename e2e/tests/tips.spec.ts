import { type SitterEarnings, type VisitPage } from '@housesit/shared-contracts';
import { getJson } from '../fixtures/booking';
import { pageAs } from '../fixtures/homeowner';
import { expect, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * Rate and tip, at the suite's fixed instant: the customer rates their latest completed visit and
 * tips its sitter through the sandbox; the sitter then finds the rating and the tip in their earnings.
 */
test.describe('rate and tip a completed visit', () => {
  test('a rating and a tip appear in the sitter’s earnings', async ({ page, browser, clock, household, signInAs, health: _checked }) => {
    const { homeowner, sitter } = household.people;
    await signInAs(page, homeowner);
    const past = await getJson<VisitPage>(page.request, '/api/visits?when=past&archived=false&status=completed&limit=100');
    // The latest completed visit its sitter did: within the rating window at the suite's instant.
    const visit = past.items
      .filter((v) => v.report && v.assignedSitterId === sitter.id)
      .sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate))[0];
    expect(visit, 'a completed visit done by the household’s sitter').toBeTruthy();
    const { id } = visit!;

    await page.goto('/reports');
    await expectReady(page);
    const card = page.getByRole('article').filter({ hasText: new RegExp(`Visit #${id} ·`) });
    await card.getByRole('button', { name: 'View Report' }).click();
    const report = page.getByRole('dialog', { name: `Visit Report #${id}` });
    const rating = report.getByRole('form', { name: 'Rate this visit' });
    await rating.getByText('★★★★★', { exact: true }).click();
    await rating.getByLabel('Comment (optional)').fill('Plants watered, mail in. Thank you!');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('Thank you for your rating', { exact: true })).toBeVisible();

    const tip = report.getByRole('form', { name: 'Tip your sitter' });
    await tip.getByText('$20.00', { exact: true }).click();
    await tip.getByRole('button', { name: 'Add a $20.00 tip' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    await expect(page.getByText('TEST MODE').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports\\?tip=paid&visit=${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your tip goes to your sitter.' })).toBeVisible();

    // One tip per visit: the report now shows the paid tip and its receipt, no second form.
    await card.getByRole('button', { name: 'View Report' }).click();
    const paid = page.getByRole('dialog', { name: `Visit Report #${id}` }).getByRole('region', { name: 'Your tip' });
    await expect(paid).toContainText('You tipped $20.00.');
    const receiptHref = await paid.getByRole('link', { name: 'Download tip receipt (PDF)' }).getAttribute('href');
    const receipt = await page.request.get(receiptHref!);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('application/pdf');

    const sitterPage = await pageAs({ browser, clock, signInAs }, sitter);
    const earnings = await getJson<SitterEarnings>(sitterPage.request, '/api/sitter/earnings');
    expect(earnings.tips).toEqual([expect.objectContaining({ visitId: id, amountCents: 2000, fromFirstName: homeowner.firstName })]);
    await sitterPage.goto('/housesitter/earnings');
    const tips = sitterPage.getByRole('list', { name: 'Tips' });
    await expect(tips).toContainText(`You received a $20.00 tip from ${homeowner.firstName} for`);
    await expect(tips).toContainText(`Visit #${id}`);
    await sitterPage.getByRole('tab', { name: 'Ratings' }).click();
    const latest = sitterPage.getByRole('list', { name: 'Latest ratings' });
    await expect(latest).toContainText('Plants watered, mail in. Thank you!');
    await expect(latest).toContainText(`Visit #${id}`);
    await sitterPage.context().close();
  });
});
