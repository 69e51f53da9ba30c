import { buttonClasses, Popover, PopoverContent, PopoverTrigger } from '@chefs/ui';
import { Bell } from 'lucide-react';
import { usePushNotifications } from '../push/usePushNotifications';
import { PushSettingsCard } from './PushSettingsCard';

/** The header bell: its popover holds the push settings card (docs/product.md §2). */
export function NotificationBell() {
  const push = usePushNotifications();
  return (
    <Popover onOpenChange={(open) => open && push.refreshPermission()}>
      <PopoverTrigger aria-label="Notifications" className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
        <Bell aria-hidden="true" className="h-5 w-5" />
      </PopoverTrigger>
      <PopoverContent aria-label="Notification settings">
        <PushSettingsCard push={push} />
      </PopoverContent>
    </Popover>
  );
}
