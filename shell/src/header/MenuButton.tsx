import {
  buttonClasses,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  type ButtonVariant,
} from '@chefs/ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';

export interface MenuButtonProps {
  label: string;
  variant: ButtonVariant;
  items: readonly { label: string; to: string }[];
}

/** A header button opening a Radix dropdown of links. */
export function MenuButton({ label, variant, items }: MenuButtonProps) {
  return (
    <DropdownMenu modal={false}>
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
