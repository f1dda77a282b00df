import type { RecipientInfoInput } from '@presently/proto';
import { askingAbout, flagsOf, text, titles } from '../../../test/catalog-engine';

const { suggest, read } = askingAbout({ relationship: 'other: grandparent', age: 84, interests: 'gardening, tea', budget: 50 });
const limitsOf = (input: Partial<RecipientInfoInput>) => read(input).limits;
/** What only works with the internet or a phone, by its words, wherever the idea comes from. */
const NEEDS_ONLINE = /\b(netflix|spotify|cameo|kindle|bluetooth|wi-?fi|audiobook|app|online|streaming|games subscription)\b/i;

describe('ideas for older people, as a grandchild or a neighbour who knows them would give', () => {
  it('gives someone who is not online nothing that needs the internet or a phone, however it is said', async () => {
    for (const culturalConsiderations of ["doesn't use the internet", 'no smartphone, just a landline', "hasn't got a smartphone", 'not online at all', 'has an old flip phone', 'never been on a computer']) {
      expect(limitsOf({ culturalConsiderations })).toContain('online');
      const response = await suggest({ interests: 'watches a lot of telly, reality TV, crosswords, music', age: 72, culturalConsiderations, budget: 60 });
      expect(titles(response)).not.toMatch(NEEDS_ONLINE);
    }
    // Being good with a phone, or not mobile, is no such limit.
    expect(limitsOf({ culturalConsiderations: 'always on her smartphone' })).not.toContain('online');
    expect(limitsOf({ culturalConsiderations: 'not very mobile these days' })).not.toContain('online');
  });

  it('reads a memory that is going as dementia is read: nothing fiddly, new or to log in to', () => {
    for (const culturalConsiderations of ['bedbound, memory going', "her memory's not what it was", 'losing his memory']) {
      expect([...limitsOf({ culturalConsiderations })]).toEqual(expect.arrayContaining(['online', 'subscription', 'fine-motor', 'surprise']));
    }
  });

  it('gives a grandparent whose love is the grandchildren, even one who has everything, something of the grandchildren, however they are named', async () => {
    for (const [interests, occasion] of [
      ['golf, bourbon, watching westerns, his grandkids', 'christmas'],
      ['adores her grandchildren, baking', 'birthday'],
      ['the grandbabies, gardening, soaps', 'christmas'],
      ['spending time with the grandkids, fishing', 'birthday'],
    ] as const) {
      expect(titles(await suggest({ interests, occasion, age: 70, personality: 'old school, has everything', budget: 75 }))).toMatch(/\bgrand(children|child)\b/i);
    }
  });

  it("reads an Italian nonna's Sunday lunches as the family's table, and gives her telly no box of popcorn", async () => {
    const nonna = { relationship: 'other: grandmother', age: 80, gender: 'female', interests: 'cooking for the whole family, her rosary, Italian TV, sunday lunches', culturalConsiderations: 'Catholic', budget: 100 } as const;
    expect(read(nonna).interests.map((interest) => interest.key)).not.toContain('british-food');
    const found = titles(await suggest(nonna));
    expect(found).not.toMatch(/British|popcorn|snack box/i);
  });

  it('past eighty, puts the things they can simply open and use before a streaming card or an app', async () => {
    for (const interests of ['does the crossword every day, watches Strictly', 'Midsomer Murders, baking, her grandchildren', 'music, the telly, quizzes']) {
      expect(flagsOf(await suggest({ interests, age: 88, gender: 'female', budget: 40 }))).not.toContain('online');
    }
  });

  it('gives a love of a singer of their youth on a record or CD they can play, and no enamel pin or tote bag past seventy', async () => {
    for (const [interests, name] of [
      ['Vera Lynn, her family photos, tea', 'Vera Lynn'],
      ['Frank Sinatra, dominoes', 'Frank Sinatra'],
      ['Elvis, her garden', 'Elvis'],
    ]) {
      const found = titles(await suggest({ interests, age: 93, culturalConsiderations: 'lives in a care home', budget: 50 }));
      expect(found).toMatch(new RegExp(`${name}[^|]*\\b(CD|vinyl)\\b`));
      expect(found).not.toMatch(/enamel pin|sticker|tote bag/i);
    }
  });

  it('gives someone who cannot go out, in a care home or housebound, only what a room and a window allow', async () => {
    for (const culturalConsiderations of ['lives in a care home', 'in a nursing home now', 'moved into assisted living last year', 'housebound these days', "she can't leave the house anymore", 'bedbound']) {
      for (const interests of ['birds, birdwatching', 'garden birds, gardening, nature walks', 'history, days out, stately homes']) {
        const found = titles(await suggest({ interests, age: 87, culturalConsiderations, budget: 60 }));
        // A membership for its visits or walks (one enjoyed at the window, as of clouds, is theirs), a day out, or a
        // feeder, bath or box that hangs or stands in a garden.
        expect(found).not.toMatch(/\b((Audubon|RSPB|National Trust|English Heritage|Historic Houses|museum|botanic\w*|zoo)\b[^|]*membership|day out|days out|tour|tickets?|sock feeder|squirrel|hummingbird feeder|bird ?bath|nest box|bird table|seed bombs|garden (hand )?tool set|kneeler)\b/i);
        if (interests === 'birds, birdwatching') expect(found).toMatch(/window bird feeder/i);
      }
    }
  });

  it('gives a sherry drinker sherry, and no red, white or fizz in its place', async () => {
    for (const interests of ['a nice glass of sherry, ballroom dancing', 'hymns, sweet sherry at Christmas', 'likes a Harveys Bristol Cream']) {
      const found = titles(await suggest({ interests, age: 83, occasion: 'christmas', budget: 40 }));
      expect(found).toMatch(/sherry/i);
      expect(found).not.toMatch(/cabernet|merlot|vinho verde|sauvignon|champagne|prosecco|rosé/i);
    }
  });

  it('speaks to an older person without the slang of a younger one', async () => {
    for (const interests of ['Midsomer Murders, baking', 'snooker on the telly, model railways', 'Bake Off, walking the dog']) {
      const reasons = (await suggest({ interests, age: 78, budget: 60 })).suggestions.map((suggestion) => suggestion.reasoning).join(' ');
      expect(reasons).not.toMatch(/\b(binge\w*|bestie|level up|squad|vibes?)\b/i);
    }
  });

  it('gives a love of old musicals the films and songs themselves, not a theatregoer’s Playbill binder or a new show’s cast album', async () => {
    for (const interests of ['used to love gardening and singing in the choir, old musicals', 'classic musicals, Gene Kelly, knitting', 'loves the old MGM musicals and a crossword']) {
      const list = titles(await suggest({ relationship: 'parent', gender: 'female', age: 82, interests, budget: 60 }));
      expect([interests, list]).toEqual([interests, expect.stringMatching(/Rodgers & Hammerstein|Singin' in the Rain|showtunes/)]);
      expect([interests, list]).toEqual([interests, expect.not.stringMatching(/Playbill|Hamilton|Wicked/)]);
    }
  });

  it('gives a dad who loves old westerns westerns, not the Criterion shelf', async () => {
    const dad = await suggest({ relationship: 'parent', occasion: 'christmas', age: 79, gender: 'male', interests: 'old westerns, his allotment', budget: 50 });
    expect(titles(dad)).toMatch(/Searchers|Dollars|Once Upon a Time in the West|Lonesome Dove/);
    expect(titles(dad)).not.toMatch(/Tati|Citizen Kane|Criterion/);
  });

  it("gives a former miner's brass band music its colliery bands, and nothing for gigs to someone who cannot go out", async () => {
    const grandad = await suggest({ relationship: 'other: grandfather', gender: 'male', age: 88, interests: 'old westerns, brass band music, used to be a miner', culturalConsiderations: 'has dementia, lives in a care home', budget: 40 });
    expect(titles(grandad)).toMatch(/Colliery Band|Brassed Off|Black Dyke/);
    expect(text(grandad)).not.toMatch(/\bgigs?\b|concert earplugs|ticket stub/i);
  });

  it('gives someone past 80 the music they love on CD before a record, unless records are said', async () => {
    for (const [interests, culturalConsiderations] of [
      ['big band music, Frank Sinatra', 'dementia, in a care home'],
      ['Frank Sinatra and Dean Martin', ''],
    ]) {
      const list = await suggest({ relationship: 'parent', gender: 'male', age: 84, interests, culturalConsiderations });
      expect(titles(list)).toMatch(/\bCD\b/);
      expect(titles(list)).not.toMatch(/vinyl|\bLP\b|sleeves/i);
    }
    const collector = await suggest({ relationship: 'parent', gender: 'male', age: 84, interests: 'Frank Sinatra, still plays his old records' });
    expect(titles(collector)).toMatch(/vinyl|\bLP\b/i);
  });

  it("gives a care-home grandad's war films, paper and football their own things, never a superhero set or a child's trading cards", async () => {
    const grandad = { relationship: 'other: grandad', occasion: 'christmas', age: 88, gender: 'male', interests: 'war films, his newspaper, football', personality: 'in a care home now', budget: 40 } as const;
    expect(read(grandad).interests.map((interest) => interest.key)).toEqual(expect.arrayContaining(['war-films', 'the-news', 'football']));
    const list = await suggest(grandad);
    expect(titles(list)).toMatch(/Great Escape|Dam Busters|Band of Brothers|Das Boot|Longest Day|Saving Private Ryan|Bridge/);
    expect(titles(list)).not.toMatch(/Marvel|LEGO|Match Attax|Fantasy/i);
    // A kind of film said before "films" is a genre, never a name that shares the word.
    for (const interests of ['war films', 'war movies', 'old black and white films']) expect(read({ interests }).interests.map((interest) => interest.key)).not.toContain('marvel-cinematic-universe');
  });

  it('gives one keepsake of the grandchildren a list, beside the other things they love', async () => {
    for (const interests of ['her grandchildren, knitting, old musicals', 'cricket, dates, spoiling his grandkids', 'gardening, cooking, her grandkids']) {
      const list = await suggest({ interests, budget: 60 });
      const keepsakes = list.suggestions.filter(({ title, category }) => category !== 'books' && category !== 'experience' && /\bgrand ?(child|children|kids?)\b|grandchild's/i.test(title));
      expect(keepsakes.length).toBeLessThanOrEqual(1);
    }
  });
});

