import * as RadixPopover from '@radix-ui/react-popover';

/** Radix popover parts re-exported so pages share the design system's copy of Radix. */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;
