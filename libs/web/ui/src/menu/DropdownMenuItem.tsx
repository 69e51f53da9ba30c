import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '../cn';

/**
 * A menu entry; pass `asChild` with a link inside to navigate. The item under the pointer or the
 * arrow keys is tinted; the one the keyboard is on (Radix focuses it) also has the design system's
 * focus colour as an inset ring: the tint alone (brand-50) is 1.09:1 on the white menu, too faint
 * to find, where copper-500 is 3.7:1 (WCAG's 3:1 for a focus indicator). An inset ring, as an outline
 * would be cut by the menu's edge. In forced colors (Windows High Contrast) the browser drops both
 * the tint and the ring (a box-shadow), so the item the keyboard or pointer is on gets an inset
 * outline there, drawn in the system's text colour.
 */
export function DropdownMenuItem({ className, ...props }: RadixMenu.DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:opacity-50',
        'focus-visible:ring-2 focus-visible:ring-copper-500 focus-visible:ring-inset',
        'forced-colors:data-[highlighted]:outline-2 forced-colors:data-[highlighted]:-outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}
