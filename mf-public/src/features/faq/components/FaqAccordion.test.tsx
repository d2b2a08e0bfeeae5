import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderArea } from '@housesit/shell/kit/testing';
import { FAQ_ITEMS } from '../faqItems';
import { FaqSection } from './FaqSection';

/** Each question's heading sits in the summary of its own disclosure. */
function questions() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => {
    const summary = heading.closest('summary');
    if (!summary) throw new Error('question outside a summary');
    return summary;
  });
}

function disclosureOf(question: HTMLElement) {
  const details = question.closest('details');
  if (!details) throw new Error('question without its disclosure');
  return details;
}

/** The answer: the disclosure's content after its summary. */
function panelOf(question: HTMLElement) {
  const panel = question.nextElementSibling;
  if (!(panel instanceof HTMLElement)) throw new Error('question without its answer');
  return panel;
}

const openOnes = () => Array.from(document.querySelectorAll('details')).filter((details) => details.open);

describe('FAQ accordion', () => {
  it('has 12 questions, all closed, each a heading in the summary of a native disclosure of one group', () => {
    renderArea(<FaqSection />, { user: null });
    expect(FAQ_ITEMS).toHaveLength(12);
    const all = questions();
    expect(all).toHaveLength(12);
    const names = new Set(all.map((question) => disclosureOf(question).getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    for (const question of all) {
      expect(question.parentElement).toBe(disclosureOf(question)); // the summary of its details
      expect(disclosureOf(question).open).toBe(false);
      expect(panelOf(question)).not.toBeVisible();
    }
  });

  it('opens one item at a time and collapses the open one on a second click', async () => {
    const user = userEvent.setup();
    renderArea(<FaqSection />, { user: null });
    const [first, second] = questions();

    await user.click(first!);
    expect(disclosureOf(first!).open).toBe(true);
    expect(panelOf(first!)).toBeVisible();

    await user.click(second!);
    expect(disclosureOf(second!).open).toBe(true);
    expect(disclosureOf(first!).open).toBe(false);
    expect(panelOf(first!)).not.toBeVisible();
    expect(openOnes()).toHaveLength(1);

    await user.click(second!);
    expect(disclosureOf(second!).open).toBe(false);
    expect(openOnes()).toHaveLength(0);
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderArea(<FaqSection />, { user: null });
    const all = questions();

    // jsdom does not count a summary among the Tab stops, as browsers do: focus it directly.
    all[0]!.focus();
    expect(all[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(all[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(all[11]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(all[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(all[11]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(all[0]).toHaveFocus();
  });

  it("gives the specs' facts", async () => {
    const user = userEvent.setup();
    renderArea(<FaqSection />, { user: null });
    const answer = async (question: string) => {
      const summary = screen.getByRole('heading', { name: question }).closest('summary')!;
      await user.click(summary);
      return panelOf(summary);
    };

    const area = await answer('Where do you offer service?');
    expect(area).toHaveTextContent('Marblehead, MA 01945');
    expect(area).toHaveTextContent('beta');
    expect(area).toHaveTextContent('‘Request my location’ button on the address screen');

    const cancel = await answer('Can I cancel or change a booking?');
    expect(cancel).toHaveTextContent('cancelled or changed with 7 days’ notice');
    expect(cancel).toHaveTextContent('Bookings made within 7 days of the visit are non-refundable');
    // Customers cancel in the app: the answer says where, and no longer sends them to email support.
    expect(cancel).toHaveTextContent('open the visit in My Visits and choose ‘Cancel visit’ or ‘Reschedule’');
    expect(cancel).not.toHaveTextContent('write to');
    expect(await answer('How do I pay?')).not.toHaveTextContent('24 hours');

    expect(await answer('Can I book at the last minute?')).toHaveTextContent('shown at checkout');

    const points = await answer('How does the point system for extended visits work?');
    expect(points).toHaveTextContent('budget of 30 points');
    expect(within(points).getAllByRole('listitem')).toHaveLength(8);
    expect(points).toHaveTextContent('Litter box: 15 points');

    const visit = await answer('What does each visit include?');
    expect(visit).toHaveTextContent('security check');
    expect(visit).toHaveTextContent('mail and package pickup');
    expect(visit).toHaveTextContent('plants');
    expect(visit).toHaveTextContent('visit report');

    expect(await answer('Who are the sitters?')).toHaveTextContent('screened, independent contractors');
    expect(await answer('How will I know the visit happened?')).toHaveTextContent('photos');
  });
});
