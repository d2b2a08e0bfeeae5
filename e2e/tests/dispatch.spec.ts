import type { Page } from '@playwright/test';
import type { VisitPage } from '@housesit/shared-contracts';
import { expect, signInWithForm, test } from '../fixtures/test';

/** yyyy-mm-dd of an instant in the service area (America/New_York), the product's clock. */
const serviceDay = (date: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(date));

/** The cards of the queue, in order. Demo data is shared by every spec: no exact counts here. */
const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('listitem');

test.describe('dispatch: the admin job queue for a day', () => {
  test("opens on today's visits, filters Unassigned and finds a homeowner's visit by name", async ({ page, health: _consoleChecked }) => {
    await signInWithForm(page, 'admin');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/jobs');

    // Today's visits (the demo seeds some for the demo sitter) come first, then later days.
    const today = serviceDay(new Date());
    await expect(page.getByLabel('From')).toHaveValue(today);
    await expect(cards(page).first()).toContainText('Today,');
    const answer = page.waitForResponse((r) => r.url().includes('/api/admin/jobs') && r.url().includes('unassigned=true'));
    await page.getByLabel('Sitter').selectOption({ label: 'Unassigned' });
    const unassigned = (await (await answer).json()) as VisitPage;
    await expect(page).toHaveURL(/sitter=unassigned/);
    if (unassigned.items.length === 0) await expect(page.getByText('No Jobs Found')).toBeVisible();
    else {
      await expect(cards(page)).toHaveCount(unassigned.items.length);
      for (const card of await cards(page).all()) await expect(card).toContainText('Unassigned');
    }

    // Back to anyone; search a homeowner's name from today onwards and find their visit.
    await page.getByLabel('Sitter').selectOption({ label: 'Any sitter' });
    const listed = (await (await page.request.get(`/api/admin/jobs?from=${today}&limit=5`)).json()) as VisitPage;
    const visit = listed.items[0];
    expect(visit, 'the demo has visits from today on').toBeDefined();
    const name = `${visit!.homeowner.firstName} ${visit!.homeowner.lastName}`;
    await page.getByLabel('Search').fill(name);
    await expect(page).toHaveURL(/q=/);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: `Visit #${visit!.id}`, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(name);
    for (const other of await cards(page).all()) await expect(other).toContainText(name);

    // The URL holds the filter: reloading opens the same search.
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(name);
    await expect(card).toBeVisible();
  });
});
