import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Button } from '../button/Button';
import { ErrorState } from '../feedback/ErrorState';
import { useLoadMoreFocus } from './useLoadMoreFocus';

/** A paged list whose next page the test hands over with `arrive` (or fails with `fail`). */
let arrive: (items: string[], last: boolean) => void;
let fail: () => void;

function PagedList() {
  const [items, setItems] = useState(['Apple', 'Banana']);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hasNext, setHasNext] = useState(true);
  const list = useRef<HTMLUListElement>(null);
  arrive = (more, last) => {
    setItems((now) => [...now, ...more]);
    setHasNext(!last);
    setLoading(false);
  };
  fail = () => {
    setFailed(true);
    setLoading(false);
  };
  const more = useLoadMoreFocus({
    count: items.length,
    loading,
    failed,
    fetchNextPage: () => {
      setFailed(false);
      setLoading(true);
    },
    list,
  });
  return (
    <>
      <input aria-label="Search" />
      <ul ref={list}>
        {items.map((item) => (
          <li key={item}>
            <a href={`#${item}`}>{item}</a>
          </li>
        ))}
      </ul>
      <div ref={more.box}>
        {failed ? (
          <ErrorState title="We couldn't load more" onRetry={more.loadMore} />
        ) : hasNext ? (
          <Button busy={loading} onClick={more.loadMore}>
            {loading ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function pressLoadMore() {
  const button = screen.getByRole('button', { name: 'Load more' });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('useLoadMoreFocus', () => {
  it('keeps the focus on the busy button, then gives it to the first new item, also past the last page', () => {
    render(<PagedList />);
    const button = pressLoadMore();
    expect(button).toHaveTextContent('Loading...');
    expect(button).toHaveFocus();
    act(() => arrive(['Cherry', 'Damson'], false));
    expect(screen.getByRole('link', { name: 'Cherry' })).toHaveFocus();

    pressLoadMore();
    act(() => arrive(['Elderberry'], true));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elderberry' })).toHaveFocus();
  });

  it('gives the focus to the last item when an empty last page takes the button away', () => {
    render(<PagedList />);
    pressLoadMore();
    act(() => arrive([], true));
    expect(screen.getByRole('link', { name: 'Banana' })).toHaveFocus();
  });

  it('gives the focus to the retry of a page that failed, and on from there', () => {
    render(<PagedList />);
    pressLoadMore();
    act(() => fail());
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    act(() => arrive(['Cherry'], false));
    expect(screen.getByRole('link', { name: 'Cherry' })).toHaveFocus();
  });

  it('leaves the focus where the user took it meanwhile', () => {
    render(<PagedList />);
    pressLoadMore();
    screen.getByRole('textbox', { name: 'Search' }).focus();
    act(() => arrive(['Cherry'], false));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
