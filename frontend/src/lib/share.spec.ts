import { SELECTED_INDEX_PARAM, savedSetSharePath, sharedSuggestionIndex } from './share';

/** What the shared page does with a link: the share it names, and the idea it opens at (spec §2 shared gift page). */
function open(path: string, storedIndex: number, ideas: number) {
  const url = new URL(path, 'https://presently.example');
  return { path: url.pathname, index: sharedSuggestionIndex(storedIndex, url.searchParams.get(SELECTED_INDEX_PARAM), ideas) };
}

describe('sharing an idea of a saved set', () => {
  // Saving stores the set's share at its first idea.
  const storedIndex = 0;

  it("reuses the set's own share, and card 3's link opens card 3", () => {
    const path = savedSetSharePath('saved-share', 2)!;
    expect(open(path, storedIndex, 6)).toEqual({ path: '/shared/saved-share', index: 2 });
  });

  it('gives each card of the set its own link to the same share', () => {
    expect(open(savedSetSharePath('saved-share', 0)!, storedIndex, 6)).toEqual({ path: '/shared/saved-share', index: 0 });
    expect(open(savedSetSharePath('saved-share', 5)!, storedIndex, 6)).toEqual({ path: '/shared/saved-share', index: 5 });
  });

  it('has no saved link for a set not saved yet: the dialog makes a share', () => {
    expect(savedSetSharePath(undefined, 2)).toBeNull();
    expect(savedSetSharePath('temp-1717', 2)).toBeNull();
  });
});

describe('the idea a shared page opens at', () => {
  it("is the share's stored index when the link names none", () => {
    expect(sharedSuggestionIndex(3, null, 6)).toBe(3);
  });

  it.each(['6', '-1', '', 'two', '1.5', '1e0', ' 2'])("falls back to the stored index when the link says '%s'", (linked) => {
    expect(sharedSuggestionIndex(3, linked, 6)).toBe(3);
  });

  it('is the first idea when the stored index names none either', () => {
    expect(sharedSuggestionIndex(9, null, 6)).toBe(0);
  });
});
