import { Button, ErrorState } from '@chefs/ui';

/** What LoadMore needs of a TanStack infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Below a paged list: "Load more" while the server has another page, "Loading more…" while it
 * comes, and an error with retry if it fails (the rows already shown stay). Nothing on the last page.
 */
export function LoadMore({ pages, noun }: { pages: MorePages; noun: string }) {
  if (pages.isFetchNextPageError) {
    return (
      <div className="mt-8">
        <ErrorState title={`We couldn't load more ${noun}`} onRetry={() => void pages.fetchNextPage()} />
      </div>
    );
  }
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
        aria-label={pages.isFetchingNextPage ? `Loading more ${noun}` : `Load more ${noun}`}
      >
        {pages.isFetchingNextPage ? 'Loading more…' : 'Load more'}
      </Button>
    </div>
  );
}
