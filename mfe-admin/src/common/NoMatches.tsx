import { Button, EmptyState } from '@chefs/ui';
import { SearchX } from 'lucide-react';

/** What a filtered admin table shows when no row matches, with a way back to every row. */
export function NoMatches({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <EmptyState
      level={3}
      icon={<SearchX className="h-6 w-6" />}
      title={`No ${noun} match these filters`}
      description="Try other filters, or clear them to see every one."
      actions={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
