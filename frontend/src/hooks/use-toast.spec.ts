import { currentToasts, dismissToastsOfPageLeft, toast } from './use-toast';

const openTitles = () => currentToasts().filter((item) => item.open).map((item) => item.title);

describe('toasts across a page change', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('lets news of the page left go, and keeps what an action brings to the next page, once', () => {
    toast({ title: 'Draft kept' });
    toast({ title: 'Your ideas are saved', forNextPage: true });
    // Reading the account took seconds before the sign-in moved on.
    jest.advanceTimersByTime(3_000);
    dismissToastsOfPageLeft();
    expect(openTitles()).toEqual(['Your ideas are saved']);
    // At the page change after, it is news of the page left like any other.
    jest.advanceTimersByTime(1_500);
    dismissToastsOfPageLeft();
    expect(openTitles()).toEqual([]);
  });

  it('keeps a toast raised by the page change itself', () => {
    toast({ title: 'Welcome back' });
    dismissToastsOfPageLeft();
    expect(openTitles()).toEqual(['Welcome back']);
  });
});
