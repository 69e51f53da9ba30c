import * as RadixMenu from '@radix-ui/react-dropdown-menu';

/**
 * Radix dropdown parts re-exported from the design system, so a page uses one copy of
 * Radix (the one bundled with the shared @chefs/ui) for the menu and its trigger.
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
