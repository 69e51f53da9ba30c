import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollOnNavigate } from './useScrollOnNavigate';

let navigate: NavigateFunction = () => undefined;

function Page() {
  useScrollOnNavigate();
  navigate = useNavigate();
  return null;
}

/** The document is loaded at `path`, as the browser says it arrived there. */
function load(path: string, arrival: 'navigate' | 'reload' | 'back_forward') {
  // jsdom has no navigation timing: given as Chromium gives it.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (kind: string) => (kind === 'navigation' ? [{ type: arrival }] : []),
  });
  // MemoryRouter's first entry is a POP to the key "default", as a browser's freshly loaded document is.
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('useScrollOnNavigate', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves a page just loaded where the visitor has it, and starts the next page at its top', () => {
    load('/recipes', 'navigate');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate('/recipes/southern-shrimp-and-grits'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('keeps the place on a query change of the same page, after a load or a Back', () => {
    load('/meals', 'navigate');
    act(() => void navigate('/meals?q=duck', { replace: true })); // a search typed into /meals
    act(() => void navigate('/chefs'));
    act(() => void navigate(-1));
    scrollTo.mockClear();
    act(() => void navigate('/meals?q=duck+breast', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("returns to a reloaded page's place, and never to another page's", () => {
    sessionStorage.setItem('chefs:scroll-positions', JSON.stringify({ 'default /recipes': 1200 }));
    const first = load('/meals', 'reload');
    expect(scrollTo).not.toHaveBeenCalled(); // /recipes's place is not /meals's
    first.unmount();
    load('/recipes', 'reload');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1200 });
  });

  describe('to a #section', () => {
    let section: HTMLElement;
    let scroll: jest.Mock;
    beforeEach(() => {
      section = document.createElement('section');
      section.id = 'how-it-works';
      scroll = jest.fn();
      section.scrollIntoView = scroll;
      document.body.append(section);
    });
    afterEach(() => section.remove());

    it('scrolls to it and focuses it, so the next Tab goes on from there', () => {
      load('/recipes', 'navigate');
      act(() => void navigate('/#how-it-works'));
      expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(section).toHaveFocus();
      // Focusable from script only: no new tab stop.
      expect(section).toHaveAttribute('tabindex', '-1');
    });

    it('jumps without gliding for a visitor who asks for reduced motion', () => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
      });
      try {
        load('/recipes', 'navigate');
        act(() => void navigate('/#how-it-works'));
        expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
      } finally {
        Reflect.deleteProperty(window, 'matchMedia');
      }
    });

    it('keeps the tab stop of a target that is a control already', () => {
      const field = document.createElement('input');
      field.id = 'zip';
      field.scrollIntoView = jest.fn();
      document.body.append(field);
      load('/recipes', 'navigate');
      act(() => void navigate('/#zip'));
      expect(field).toHaveFocus();
      expect(field).not.toHaveAttribute('tabindex');
      field.remove();
    });
  });

  it('returns to where a page was left on Back', () => {
    load('/recipes', 'navigate');
    act(() => {
      window.scrollY = 900;
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => void navigate('/recipes/southern-shrimp-and-grits'));
    scrollTo.mockClear();
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 });
  });
});
