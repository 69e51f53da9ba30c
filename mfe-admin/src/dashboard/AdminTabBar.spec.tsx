import { fireEvent, render, screen } from '@testing-library/react';
import { AdminTabBar } from './AdminTabBar';
import type { AdminTabId } from './admin-tabs';

// jsdom lays nothing out: a phone's tab list is drawn here by hand, 300 px wide, each of the seven
// tabs 100 px wide side by side (700 px in all), shifted by the list's own scrollLeft.
const LIST_WIDTH = 300;
const TAB_WIDTH = 100;
let listWidth = LIST_WIDTH;

function rect(left: number, width: number): DOMRect {
  return { left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) };
}

const list = () => screen.getByRole('tablist');

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('role') === 'tablist') return rect(0, listWidth);
    const tablist = this.closest<HTMLElement>('[role="tablist"]');
    if (!tablist) return rect(0, 0);
    const index = [...tablist.children].indexOf(this);
    return rect(index * TAB_WIDTH - tablist.scrollLeft, TAB_WIDTH);
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? listWidth : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? this.children.length * TAB_WIDTH : 0;
  });
});

afterAll(() => jest.restoreAllMocks());

function renderBar(active: AdminTabId) {
  const onSelect = jest.fn();
  const view = render(<AdminTabBar active={active} onSelect={onSelect} />);
  return { ...view, onSelect };
}

describe('AdminTabBar on a screen narrower than its tabs', () => {
  it('opened on a tab past the right edge, scrolls it into sight with its neighbour peeking', () => {
    renderBar('users');
    // Users spans 500-600: the list scrolls by 300 plus the peek, so it ends 48 px inside the right
    // edge, clear of the 40 px fade.
    expect(list().scrollLeft).toBe(348);
    const users = screen.getByRole('tab', { name: 'Users' }).getBoundingClientRect();
    expect(users.left).toBeGreaterThanOrEqual(0);
    expect(users.right).toBeLessThanOrEqual(LIST_WIDTH);
  });

  it('leaves a selected tab in clear sight where it is, and fades only the end that hides tabs', () => {
    // Applications spans 100-200, clear of the fade over the last 40 px.
    renderBar('applications');
    expect(list().scrollLeft).toBe(0);
    const mask = list().style.maskImage;
    expect(mask).toContain('transparent');
    expect(mask.startsWith('linear-gradient(to right, #000,')).toBe(true);
  });

  it('fades both ends in the middle, and only the start once scrolled to the end', () => {
    const { rerender, onSelect } = renderBar('overview');
    list().scrollLeft = 150;
    fireEvent.scroll(list());
    expect(list().style.maskImage.match(/transparent/g)).toHaveLength(2);
    rerender(<AdminTabBar active="requests" onSelect={onSelect} />);
    // The last tab: the list scrolls to its end and no further.
    expect(list().scrollLeft).toBe(700 - LIST_WIDTH);
    expect(list().style.maskImage).toMatch(/^linear-gradient\(to right, transparent, #000 40px, #000\)$/);
  });

  it('scrolls back to a tab chosen past the left edge', () => {
    const { rerender, onSelect } = renderBar('requests');
    expect(list().scrollLeft).toBeGreaterThan(0);
    rerender(<AdminTabBar active="overview" onSelect={onSelect} />);
    expect(list().scrollLeft).toBe(0);
  });
});

describe('AdminTabBar with room for every tab', () => {
  afterEach(() => {
    listWidth = LIST_WIDTH;
  });

  it('neither scrolls nor fades', () => {
    listWidth = 7 * TAB_WIDTH;
    renderBar('requests');
    expect(list().scrollLeft).toBe(0);
    expect(list().getAttribute('style')).toBeNull();
  });
});
