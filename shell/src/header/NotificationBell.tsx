import { buttonClasses, Popover, PopoverContent, PopoverTrigger } from '@chefs/ui';
import { Bell } from 'lucide-react';
import { PushSettingsCard } from './PushSettingsCard';

export function NotificationBell() {
  return (
    <Popover>
      <PopoverTrigger aria-label="Notifications" className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
        <Bell aria-hidden="true" className="h-5 w-5" />
      </PopoverTrigger>
      <PopoverContent aria-label="Notification settings">
        <PushSettingsCard />
      </PopoverContent>
    </Popover>
  );
}
