import { askingAbout, flagsOf, interestsOf, titles } from '../../../test/catalog-engine';

/**
 * What people get when they are described by the paper they read and the news, quiz and panel shows they watch: the
 * paper's own puzzle books, annuals and subscriptions, the show's real quiz books and games, and a full list of them.
 */
const { suggest, read } = askingAbout({
  relationship: 'parent',
  occasion: 'christmas',
});

const keys = (interests: string) => read({ interests }).interests.map((interest) => interest.key);

describe('papers and quiz shows', () => {
  it('reads a paper or a magazine as the named thing it is, not a place or a word dropped', () => {
    expect(keys('reads the Telegraph')).toContain('the-telegraph');
    expect(keys('reads the Guardian cover to cover')).toContain('the-guardian');
    expect(keys('Daily Mail and Loose Women')).toEqual(expect.arrayContaining(['daily-mail', 'loose-women']));
    expect(keys('reads The Economist')).toContain('the-economist');
    // The magazine, not someone from New York City.
    expect(keys('The New Yorker, running')).toEqual(expect.arrayContaining(['the-new-yorker']));
    expect(keys('The New Yorker, running')).not.toContain('new-york');
    expect(keys('reads the Wall Street Journal, golf')).toContain('wall-street-journal');
  });

  it('gives an old Telegraph reader who watches University Challenge and the news a full list of his own things, not American politics', async () => {
    const list = await suggest({
      name: 'Grandad',
      relationship: 'other: grandfather',
      age: 81,
      gender: 'male',
      interests: 'watches University Challenge and the news, reads the Telegraph',
      personality: 'sharp as a tack',
      budget: 40,
    });
    expect(list.suggestions.length).toBeGreaterThanOrEqual(5);
    expect(titles(list)).toMatch(/University Challenge/);
    expect(titles(list)).toMatch(/Telegraph/);
    expect(titles(list)).not.toMatch(/Power Broker|Team of Rivals|presidential/i);
    expect(flagsOf(list)).not.toContain('us-only');
  });

  it("fills a news follower's list with what a news follower enjoys", async () => {
    const list = await suggest({
      name: 'Rob',
      relationship: 'friend',
      occasion: 'birthday',
      age: 45,
      gender: 'male',
      interests: 'Question Time, Have I Got News For You, news junkie',
      budget: 50,
    });
    expect(list.suggestions.length).toBeGreaterThanOrEqual(5);
    expect(interestsOf(list)).toContain('the-news');
    // A British viewer of Question Time gets no American campaign memorabilia.
    expect(titles(list)).not.toMatch(/presidential/i);
  });

  it("gives quiz-show watchers the shows' real quiz books and board games", async () => {
    const pointless = await suggest({
      name: 'Pete',
      relationship: 'other: uncle',
      occasion: 'birthday',
      age: 58,
      gender: 'male',
      interests: 'never misses Pointless or The Chase, pub quizzes',
      budget: 40,
    });
    expect(pointless.suggestions.length).toBeGreaterThanOrEqual(5);
    expect(titles(pointless)).toMatch(/Pointless/);
    const jeopardy = await suggest({
      name: 'Dad',
      age: 66,
      gender: 'male',
      interests: 'Jeopardy! every night, history documentaries',
      budget: 50,
    });
    expect(titles(jeopardy)).toMatch(/Jeopardy!|Trebek/);
    expect(titles(jeopardy)).not.toMatch(/official companion/i);
  });

  it("keeps a British paper's own things for British readers", async () => {
    const list = await suggest({
      name: 'Grandpa',
      relationship: 'other: grandfather',
      age: 85,
      gender: 'male',
      interests: 'news junkie, watches the news all day',
      budget: 40,
    });
    expect(titles(list)).not.toMatch(/Telegraph|Matt|Private Eye/);
  });
});
