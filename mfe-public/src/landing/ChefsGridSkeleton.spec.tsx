import { aChef } from '@chefs/api-client/testing';
import { ChefCard } from '@chefs/ui';
import { render, screen } from '@testing-library/react';
import { ChefsGridSkeleton } from './ChefsGridSkeleton';

/** The spacing of each band of a card (its padding and border), the classes that set its height. */
const SPACING = /^(p|px|py|pt|pb|border-t)(-|$)/;
/** The bands of a card: its children, or those of the group that pulses a skeleton's as one. */
const bands = (card: Element, group = false) => [...(group ? card.firstElementChild! : card).children];
const spacing = (element: Element) =>
  element.className
    .split(/\s+/)
    .filter((c) => SPACING.test(c))
    .sort();

describe('ChefsGridSkeleton', () => {
  it('stands in for each chef card band for band, so the page below does not jump when the chefs come', () => {
    const { container: real } = render(
      <ChefCard chef={{ ...aChef(), cuisines: ['southern', 'american'] }} href="/chef/1" />,
    );
    const realBands = bands(real.firstElementChild!).map(spacing);
    render(<ChefsGridSkeleton count={2} />);
    const cards = [...screen.getByRole('status').children].filter((c) => c.tagName !== 'SPAN');
    expect(cards).toHaveLength(2);
    // The header (avatar, name, specialty, location, rating), the cuisines, the price.
    expect(realBands).toEqual([['p-5'], ['pb-4', 'px-5'], ['border-t', 'px-5', 'py-3']]);
    for (const card of cards) expect(bands(card, true).map(spacing)).toEqual(realBands);
    // The text lines keep the heights of the card's: name (28 px), two lines of specialty (40), location (4 + 20).
    const lines = cards[0].querySelector('.flex-1')!.children;
    expect([...lines].map((line) => line.className.match(/\b(mt-1|h-\d+)\b/g))).toEqual([
      ['h-7'],
      ['h-10'],
      ['mt-1', 'h-5'],
    ]);
  });
});
