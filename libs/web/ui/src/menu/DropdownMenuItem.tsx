import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '../cn';

/** A menu entry; pass `asChild` with a link inside to navigate. */
export function DropdownMenuItem({ className, ...props }: RadixMenu.DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
