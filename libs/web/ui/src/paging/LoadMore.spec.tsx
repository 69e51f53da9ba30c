import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { LoadMore, type MorePages } from './LoadMore';

type State = Omit<MorePages, 'data' | 'fetchNextPage'> & { count: number };

/** A paged list of links as the public catalogues draw one (their labels), with a search box to move the focus to. */
function PagedList({ count, fetchNextPage, ...state }: State & { fetchNextPage: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  const data = Array.from({ length: count }, (_, i) => `Item ${i + 1}`);
  return (
    <>
      <input aria-label="Search" />
      <ul ref={list} aria-label="Items">
        {data.map((item) => (
          <li key={item}>
            <a href={`/items/${item}`}>{item}</a>
          </li>
        ))}
      </ul>
      <LoadMore
        pages={{ data, fetchNextPage, ...state }}
        noun="items"
        list={list}
        busyLabel="Loading more…"
        ariaLabel="Load more items"
        busyAriaLabel="Loading more items"
      />
    </>
  );
}

const FIRST_PAGE: State = { count: 3, hasNextPage: true, isFetchingNextPage: false, isFetchNextPageError: false };

function renderList() {
  const fetchNextPage = jest.fn();
  const view = render(<PagedList {...FIRST_PAGE} fetchNextPage={fetchNextPage} />);
  const show = (state: Partial<State>) =>
    view.rerender(<PagedList {...FIRST_PAGE} {...state} fetchNextPage={fetchNextPage} />);
  return { fetchNextPage, show };
}

/** Focuses "Load more" and presses it, as Enter on it does. */
function pressLoadMore() {
  const button = screen.getByRole('button', { name: 'Load more items' });
  button.focus();
  fireEvent.click(button);
}

describe('LoadMore', () => {
  it('keeps the focus on the button while the page loads, and ignores more presses', () => {
    const { fetchNextPage, show } = renderList();
    pressLoadMore();
    show({ isFetchingNextPage: true });
    const button = screen.getByRole('button', { name: 'Loading more items' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Loading more…');
    fireEvent.click(button);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to the first new item when the page arrives, so Tab goes on through the new ones', () => {
    const { show } = renderList();
    pressLoadMore();
    show({ isFetchingNextPage: true });
    show({ count: 6 });
    expect(screen.getByRole('link', { name: 'Item 4' })).toHaveFocus();
  });

  it('moves the focus to the first new item after the last page too, when the button goes away', () => {
    const { show } = renderList();
    pressLoadMore();
    show({ isFetchingNextPage: true });
    show({ count: 5, hasNextPage: false });
    expect(screen.queryByRole('button', { name: /more items/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item 4' })).toHaveFocus();
  });

  it('leaves the focus where the visitor took it while the page loaded', () => {
    const { show } = renderList();
    pressLoadMore();
    show({ isFetchingNextPage: true });
    screen.getByRole('textbox', { name: 'Search' }).focus();
    show({ count: 6 });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('takes no focus when the list grows without a press (drawn again from the cache on Back)', () => {
    const { show } = renderList();
    show({ count: 6 });
    expect(document.body).toHaveFocus();
  });

  it('hands the focus to the retry when the page fails, and to the first new item once it comes', () => {
    const { fetchNextPage, show } = renderList();
    pressLoadMore();
    show({ isFetchingNextPage: true });
    show({ isFetchNextPageError: true });
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
    show({ isFetchNextPageError: true, isFetchingNextPage: true });
    show({ count: 6 });
    expect(screen.getByRole('link', { name: 'Item 4' })).toHaveFocus();
  });

  it('asks once for a retried page, however often the retry is pressed while it comes', () => {
    const { fetchNextPage, show } = renderList();
    pressLoadMore();
    show({ isFetchNextPageError: true });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    show({ isFetchNextPageError: true, isFetchingNextPage: true });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('names the button by its text without labels of its own, and says what failed', () => {
    const list = { current: null };
    const pages: MorePages = {
      data: ['Booking'],
      hasNextPage: true,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: jest.fn(),
    };
    const view = render(<LoadMore pages={pages} noun="bookings" list={list} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    view.rerender(<LoadMore pages={{ ...pages, isFetchingNextPage: true }} noun="bookings" list={list} />);
    expect(button).toHaveAccessibleName('Loading...');
    view.rerender(<LoadMore pages={{ ...pages, isFetchNextPageError: true }} noun="bookings" list={list} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load more bookings");
  });
});
