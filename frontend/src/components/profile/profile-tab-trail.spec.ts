import { leaveTab, stepBack } from './profile-tab-trail';

describe('profile tab trail', () => {
  it('remembers the tab the user left, once per switch', () => {
    const trail = leaveTab(leaveTab([], 'gift-history', 'account')!, 'account', 'occasions');
    expect(trail).toEqual(['gift-history', 'account']);
  });

  it('does nothing when the tab already shown is selected', () => {
    expect(leaveTab(['gift-history'], 'account', 'account')).toBeUndefined();
  });

  it('steps back to the tab the user came from, one tab per press', () => {
    const first = stepBack(['gift-history', 'account']);
    expect(first).toEqual({ tab: 'account', trail: ['gift-history'] });
    expect(stepBack(first!.trail)).toEqual({ tab: 'gift-history', trail: [] });
  });

  it('has nowhere to step back to on the tab the user arrived on', () => {
    expect(stepBack([])).toBeUndefined();
  });
});
