import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../test/renderWithKit';
import { FAQ_ITEMS } from '../faqItems';
import { FaqSection } from './FaqSection';

function questions() {
  return screen.getAllByRole('button');
}

function panelOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('question without its answer panel');
  return panel;
}

describe('FAQ accordion', () => {
  it('has 12 questions, all closed, each a heading with a button controlling its answer', () => {
    renderWithKit(<FaqSection />);
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    for (const button of questions()) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(button)).not.toBeVisible();
      expect(panelOf(button)).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('opens one item at a time and collapses the open one on a second click', async () => {
    const user = userEvent.setup();
    renderWithKit(<FaqSection />);
    const [first, second] = questions();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first!)).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first!)).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithKit(<FaqSection />);
    const all = questions();

    await user.tab();
    expect(all[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(all[0]).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(all[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(all[1]).toHaveAttribute('aria-expanded', 'true');
    expect(all[0]).toHaveAttribute('aria-expanded', 'false');

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
    renderWithKit(<FaqSection />);
    const answer = async (question: string) => {
      const button = screen.getByRole('button', { name: question });
      await user.click(button);
      return panelOf(button);
    };

    const area = await answer('Where do you offer service?');
    expect(area).toHaveTextContent('Marblehead, MA 01945');
    expect(area).toHaveTextContent('beta');
    expect(area).toHaveTextContent('‘Request my location’ button on the address screen');

    const cancel = await answer('Can I cancel or change a booking?');
    expect(cancel).toHaveTextContent('cancelled or changed with 7 days’ notice');
    expect(cancel).toHaveTextContent('Bookings made within 7 days of the visit are non-refundable');

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
