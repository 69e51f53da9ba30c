import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DropdownMenu, DropdownMenuTrigger } from './dropdown-menu';
import { DropdownMenuContent } from './DropdownMenuContent';
import { DropdownMenuItem } from './DropdownMenuItem';

/** The colour tokens of theme.css: "brand-50" → "#f1f6f2". */
const tokens = new Map(
  [...readFileSync(join(__dirname, '..', 'theme.css'), 'utf8').matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(
    ([, name, hex]) => [name, hex],
  ),
);

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colours that mark the item the keyboard is on (Radix focuses it and sets data-highlighted):
 * its background, ring or outline in the highlighted or focus-visible state.
 */
function indicatorColours(className: string): string[] {
  return className
    .split(/\s+/)
    .map((c) => /^(?:data-\[highlighted\]|focus-visible|focus):(?:bg|ring|outline)-([a-z]+-\d+)$/.exec(c)?.[1])
    .filter((name): name is string => name !== undefined && tokens.has(name))
    .map((name) => tokens.get(name)!);
}

describe('DropdownMenuItem', () => {
  it('marks the item the keyboard is on with a colour of 3:1 or more against the white menu', async () => {
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>My Reservations</DropdownMenuItem>
          <DropdownMenuItem>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Account' }), { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'My Reservations' });
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('data-highlighted');
    const best = Math.max(0, ...indicatorColours(item.className).map((hex) => contrast(hex, '#ffffff')));
    expect(best).toBeGreaterThanOrEqual(3);
  });

  it('outlines the item the keyboard is on in forced colors, where the tint and the ring (a box-shadow) are dropped', async () => {
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Sign In</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Customer</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sign In' }), { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Customer' });
    expect(item).toHaveAttribute('data-highlighted');
    const classes = item.className.split(/\s+/);
    expect(classes).toContain('forced-colors:data-[highlighted]:outline-2');
    expect(classes.some((c) => /^forced-colors:data-\[highlighted\]:-outline-offset-/.test(c))).toBe(true);
  });
});
