import type { Page } from '@playwright/test';
import { LIFECYCLE_MESSAGES, TOASTS, type VisitEvent, type VisitPage } from '@housesit/shared-contracts';
import { sessionOf } from '../fixtures/admin';
import { solidPng } from '../fixtures/png';
import { expect, signInWithForm, test } from '../fixtures/test';

/**
 * A sitter without signal (mf-sitter's outbox, the API's Idempotency-Key and occurredAt): the page
 * stays loaded while the browser is offline (no service worker needed), every action shows at
 * once and waits on the phone, and once the network returns the API holds each action once, at
 * the time it was done.
 */

// Without the service worker, which offlineShell.spec.ts proves: here the page stays loaded, so the
// outbox alone must carry the sitter's work. (With it, the worker's registration could also race
// the test's going offline and log the failed fetch of its script.)
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'America/New_York', serviceWorkers: 'block' });

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/** Opens the first of today's visits with `status` on the sitter's dashboard; answers its id and dialog. */
async function openTodays(page: Page, status: 'Upcoming' | 'In Progress') {
  const card = page.getByRole('list', { name: "Today's visits" }).getByRole('listitem').filter({ hasText: status }).first();
  await card.getByRole('button', { name: /View details/ }).click();
  const dialog = page.getByRole('dialog');
  const title = ((await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(title).toMatch(/^Visit #\d+$/);
  return { id: Number(title.replace('Visit #', '')), dialog, title };
}

test.describe('a sitter finishes a visit without signal', () => {
  test('everything done offline reaches the API once, at the times it was done', async ({
    page,
    context,
    request,
    household,
    health,
    clock,
  }) => {
    // Chromium logs each request the offline browser could not send.
    health.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::/);
    await signInWithForm(page, household.people.sitter.username, household.password);
    await expect(page).toHaveURL(/\/sitter\/dashboard$/);
    const { id, dialog, title } = await openTodays(page, 'Upcoming');
    const t0 = clock.start;

    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Start visit' }).click();
    await dialog.getByRole('button', { name: 'Yes, start visit' }).click();
    await expect(page.getByText(TOASTS.visitStarted.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '1 change waiting' })).toBeVisible();

    // Ten minutes on: every task ticked.
    await clock.set(minutes(t0, 10));
    const boxes = dialog.getByRole('checkbox');
    const taskCount = await boxes.count();
    expect(taskCount).toBeGreaterThanOrEqual(1);
    for (let index = 0; index < taskCount; index++) {
      await boxes.nth(index).click();
      await expect(boxes.nth(index)).toBeChecked();
    }
    await expect(dialog.getByText(`${taskCount} of ${taskCount} done`)).toBeVisible();

    // Three photos, shown at once from the phone.
    await clock.set(minutes(t0, 15));
    const input = dialog.getByLabel(`Photo files for ${title}`);
    const colours: [number, number, number][] = [
      [31, 111, 92],
      [200, 40, 40],
      [40, 40, 200],
    ];
    for (const [index, colour] of colours.entries()) {
      await input.setInputFiles({ name: `room-${index}.png`, mimeType: 'image/png', buffer: solidPng(64, 48, colour) });
      await expect(dialog.getByRole('img', { name: `Photo ${index + 1} of ${title}` })).toBeVisible();
    }

    // Notes, then Complete visit at +30 minutes.
    await clock.set(minutes(t0, 30));
    const notes = 'Offline in the basement: boiler checked, all doors locked.';
    await dialog.getByLabel('Visit notes').fill(notes);
    await dialog.getByRole('button', { name: 'Complete visit' }).click();
    await expect(page.getByText(TOASTS.visitCompleted.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();
    const waiting = 2 + taskCount + colours.length;
    await expect(dialog.getByRole('heading', { name: `${waiting} changes waiting` })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Changes waiting' }).getByRole('listitem')).toHaveCount(waiting);

    // The API has nothing of it yet.
    const sitterApi = { headers: sessionOf(household, household.people.sitter) };
    const before = (await (await request.get('/api/visits?limit=100', sitterApi)).json()) as VisitPage;
    expect(before.items.find((v) => v.id === id)?.status).toBe('scheduled');

    // Signal again, a quarter of an hour later.
    await clock.set(minutes(t0, 45));
    await context.setOffline(false);
    await expect(dialog.getByRole('heading', { name: /changes? waiting/ })).toBeHidden({ timeout: 30_000 });
    await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();

    const after = (await (await request.get('/api/visits?limit=100', sitterApi)).json()) as VisitPage;
    const visit = after.items.find((v) => v.id === id)!;
    expect(visit.status).toBe('completed');
    expect(visit.tasks.every((task) => task.isCompleted)).toBe(true);
    expect(visit.report?.mediaUrls).toHaveLength(3);
    expect(visit.report?.notes).toBe(notes);
    // The phone's times, not the arrival's (+45).
    const checkIn = Date.parse(visit.report!.checkInAt!);
    const completedAt = Date.parse(visit.report!.completedAt!);
    expect(checkIn).toBeGreaterThanOrEqual(t0.getTime());
    expect(checkIn).toBeLessThan(minutes(t0, 10).getTime());
    expect(completedAt).toBeGreaterThanOrEqual(minutes(t0, 30).getTime());
    expect(completedAt).toBeLessThan(minutes(t0, 45).getTime());
    const history = (await (await request.get(`/api/visit/${id}/history`, sitterApi)).json()) as { items: VisitEvent[] };
    expect(history.items.filter((event) => event.kind === 'started')).toHaveLength(1);
  });

  test('a visit cancelled while the sitter was offline shows the refusal, and nothing else is lost', async ({
    page,
    context,
    request,
    household,
    health,
  }) => {
    health.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::/);
    // The refusals themselves are answers the browser logs.
    health.allow(/Failed to load resource: the server responded with a status of 409/);
    await signInWithForm(page, household.people.sitter.username, household.password);
    await expect(page).toHaveURL(/\/sitter\/dashboard$/);

    // On the visit being worked: a task ticked offline.
    const working = await openTodays(page, 'In Progress');
    await context.setOffline(true);
    const box = working.dialog.getByRole('checkbox').first();
    const wasTicked = await box.isChecked();
    await box.click();
    await expect(working.dialog.getByRole('heading', { name: '1 change waiting' })).toBeVisible();
    await working.dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The next visit: started offline.
    const next = await openTodays(page, 'Upcoming');
    await next.dialog.getByRole('button', { name: 'Start visit' }).click();
    await next.dialog.getByRole('button', { name: 'Yes, start visit' }).click();
    await expect(next.dialog.getByText('In Progress', { exact: true })).toBeVisible();

    // Meanwhile the office cancels it.
    const cancelled = await request.patch(`/api/visit/${next.id}/cancel`, {
      headers: sessionOf(household, household.people.admin),
      data: { refund: false, reason: 'e2e: the homeowner came home early' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await context.setOffline(false);
    // Shown in the visit's sheet and on the dashboard under it, with the action and the server's words.
    const refusal = `Start visit #${next.id}: ${LIFECYCLE_MESSAGES.invalidTransition('cancelled', 'in_progress')}`;
    await expect(next.dialog.getByRole('list', { name: 'Changes not applied' })).toContainText(refusal);
    await expect(page.getByRole('list', { name: 'Changes not applied' }).first()).toContainText(refusal);
    await expect(next.dialog.getByText('Cancelled', { exact: true })).toBeVisible();

    // The tick on the other visit went through.
    const after = (await (
      await request.get('/api/visits?limit=100', { headers: sessionOf(household, household.people.sitter) })
    ).json()) as VisitPage;
    const workedOn = after.items.find((v) => v.id === working.id)!;
    expect(workedOn.tasks[0]?.isCompleted).toBe(!wasTicked);
    expect(after.items.find((v) => v.id === next.id)?.status).toBe('cancelled');
  });
});
