import * as RadixPopover from '@radix-ui/react-popover';
import { cn } from '../cn';

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: RadixPopover.PopoverContentProps) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-white p-4 text-ink shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
