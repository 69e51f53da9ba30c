import { Button, EmptyState } from '@chefs/ui';
import { SearchX } from 'lucide-react';

/** What a filtered admin list says when no row matches: its heading, and its status region's text (PagedList). */
export const noMatchesTitle = (noun: string) => `No ${noun} match these filters`;

/** What a filtered admin table shows when no row matches, with a way back to every row. */
export function NoMatches({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <EmptyState
      level={3}
      icon={<SearchX className="h-6 w-6" />}
      title={noMatchesTitle(noun)}
      description="Try other filters, or clear them to see every one."
      actions={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
