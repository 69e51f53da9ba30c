import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '../cn';

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: RadixMenu.DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn('z-50 min-w-[12rem] rounded-xl border border-line bg-white p-1.5 text-ink shadow-lg', className)}
        {...props}
      />
    </RadixMenu.Portal>
  );
}
