import { buttonClasses, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@chefs/ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuButtonProps } from './MenuButton';

/** The Radix dropdown of a MenuButton, open from the start: loaded when someone opens the menu. */
export function MenuDropdown({ label, variant, items }: MenuButtonProps) {
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger className={buttonClasses({ variant, size: 'sm' })}>
        {label}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label}>
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
