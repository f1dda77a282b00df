import { askingAbout, interestsOf, text } from '../../../test/catalog-engine';

/** How the reader keeps words that only tell how, where, who or what a title is from being read as loves. */
const { read, suggest } = askingAbout();
const keys = (input: Parameters<typeof read>[0]) => read(input).interests.map((interest) => interest.key);

describe('reading words that are no interest', () => {
  it('reads how and where a thing is done as no love of its own', () => {
    expect(keys({ interests: 'crosswords (the times cryptic, she does it in pen)' })).toEqual(['cryptic-crosswords']);
    expect(keys({ interests: 'the guardian crossword (always does it in ink), gardening' })).not.toContain('tattoos');
    expect(keys({ interests: 'metal detecting on the norfolk beaches' })).toEqual(['metal-detecting']);
    expect(keys({ interests: 'loves dancing round the kitchen and dressing up', age: 3 })).not.toContain('cooking');
    expect(keys({ interests: 'reads on the beach all summer, painting in the garden' })).toEqual(['reading', 'painting']);
    expect(keys({ interests: 'grows chillies on his balcony' })).not.toContain('spicy-food');
    // Alone, the beach is a love.
    expect(keys({ interests: 'the beach, yoga' })).toContain('beach-days');
  });

  it('reads the titles of podcasts and shows as titles, and a name as its owner\'s', () => {
    const kayla = keys({ interests: "true crime podcasts (my favorite murder, she's a total murderino), hot yoga" });
    expect(kayla).toContain('true-crime');
    expect(kayla.filter((key) => key.startsWith('said:'))).toEqual([]);
    expect(keys({ interests: 'podcasts like the rest is history, running' })).toEqual(['podcasts', 'running']);
    expect([...read({ interests: 'podcasts like no such thing as a fish' }).limits]).not.toContain('seafood');
    expect(keys({ interests: 'reads everything Jodi Picoult writes' })).toEqual(['said:jodi-picoult']);
    expect(keys({ interests: 'mentioned at parents evening she loves cooking jollof' })).not.toContain('parenting');
  });

  it('ends a name before how often it is watched, and reads no nickname or verb as a fandom', () => {
    const danny = read({ interests: 'lock-picking (watches LockPickingLawyer religiously), watches Time Team reruns' }).interests;
    expect(danny.map((interest) => interest.label)).toEqual(expect.arrayContaining(['LockPickingLawyer', 'Time Team']));
    expect(keys({ interests: 'plays roller derby (derby name Rebel Yelp)' })).toEqual(['roller-skating']);
    expect(keys({ interests: 'her drag name is Miss Demeanour, sewing' }).some((key) => key.startsWith('said:'))).toBe(false);
    expect(keys({ interests: 'they DM a D&D campaign every sunday' })).toEqual(['dnd']);
    expect(keys({ interests: 'he GMs a pathfinder game' })).toEqual(['pathfinder']);
    expect(keys({ interests: 'keeps a journal, birdwatching' })).toEqual(['journaling', 'birdwatching']);
  });

  it('reads DM and GM as running the game at the table, in every form of the verb, and worn DMs as boots', async () => {
    for (const interests of ['DMs a D&D campaign every friday', 'DMs for his friends', 'DMing', 'dms a game every week', 'is the DM for his mates', "our group's DM", 'runs a campaign for friends', 'running a one-shot next month'])
      expect(keys({ interests })).toEqual(['dnd']);
    expect(keys({ interests: 'GMing pathfinder' })).toEqual(['pathfinder']);
    expect(keys({ interests: 'GM for a Call of Cthulhu group' })).toEqual(['call-of-cthulhu']);
    for (const interests of ['wears DMs', 'loves her DMs and vintage']) expect(keys({ interests })).toContain('dr-martens');
    const tom = { age: 34, gender: 'male', interests: 'DMs a D&D campaign every friday, paints warhammer minis, sci-fi books (Expanse)', budget: 60 } as const;
    expect(keys(tom).some((key) => key.startsWith('said:'))).toBe(false);
    expect(text(await suggest(tom))).not.toMatch(/\b(DMs|GMs|DMing) (fan|T-shirt|deluxe)|for (DMs|GMs)\b/);
    expect(text(await suggest({ age: 29, gender: 'male', interests: 'GMs a Pathfinder game for his mates, loves board games' }))).not.toMatch(/\bGMs\b/);
    // A roleplaying game is played from books and dice: no box insert, card sleeves or "expansion" for it.
    expect(text(await suggest({ age: 44, gender: 'male', interests: 'GM for a Call of Cthulhu group, horror films, whisky', budget: 60 }))).not.toMatch(/organiser insert|card sleeves|expansion/i);
  });

  it('reads gamers\' abbreviations as the gaming they are, never as a name', () => {
    expect(keys({ interests: 'RPGs, JRPGs' })).toEqual(['gaming']);
    expect(keys({ interests: 'MMOs' })).toEqual(['pc-gaming']);
    expect(keys({ interests: 'VR' })).toEqual(['vr-gaming']);
    expect(keys({ interests: 'builds gaming PCs' })).toEqual(['pc-building']);
    expect(keys({ interests: 'PS2 and PS1 games' })).toEqual(['retro-gaming']);
    expect(keys({ interests: 'RC planes' })).toEqual(['model-building']);
  });

  it('reads a clause opened by its verb as the doing, never as the thing the word names alone', () => {
    expect(keys({ interests: 'doodles in her sketchbook' })).toEqual(['drawing']);
    expect(keys({ interests: 'doodles constantly' })).toEqual(['drawing']);
    expect(keys({ interests: 'trains for marathons' })).not.toContain('trains');
    expect(keys({ interests: 'shoots clays' })).toEqual(['shooting-sports']);
    // Loved or owned, they are the dogs and the railway still.
    expect(keys({ interests: 'loves doodles' })).toEqual(['doodles']);
    expect(keys({ interests: 'trains and buses' })).toEqual(['trains']);
  });

  it('reads the abbreviations of sports and music as the sport or the music', () => {
    expect(keys({ interests: 'watches the PGA tour' })).toEqual(['golf']);
    expect(keys({ interests: 'OCR races, OWS' })).toEqual(['functional-fitness', 'open-water-swimming']);
    expect(keys({ interests: 'UKG' })).toEqual(['edm']);
  });

  it('reads hyphenated loves as the love before the hyphen', () => {
    expect(keys({ interests: 'golf-obsessed, Lego-mad' })).toEqual(['golf', 'lego-sets']);
    expect(keys({ interests: 'rugby-mad, whisky-loving, dinosaur-crazy' })).toEqual(['rugby', 'whisky', 'dinosaurs']);
  });

  it('reads a job said as who they are as no love, and its tools as no anniversary gift', async () => {
    const hannah = { name: 'Hannah', relationship: 'partner', occasion: 'anniversary', age: 33, gender: 'female', interests: "she's a midwife, loves Sally Rooney, pilates", budget: 250 } as const;
    expect(keys(hannah)).not.toContain('nursing');
    expect(text(await suggest(hannah))).not.toMatch(/stethoscope|scrubs/i);
    expect(keys({ relationship: 'partner', interests: "he's a primary school teacher, craft beer" })).toEqual(['beer']);
    // For a new job, the work is what the gift is for.
    expect(keys({ relationship: 'friend', occasion: 'graduation', interests: "she's a nurse now, baking" })).toContain('nursing');
  });

  it('reads what belongs to their children, and grown children, as no need of theirs', async () => {
    const client = { relationship: 'other: client', occasion: 'other: thank you for the business', age: 55, gender: 'male', interests: 'he sails, mentioned his kids are at uni, likes a single malt', budget: 100 } as const;
    expect(keys(client)).toEqual(['sailing', 'scotch-whisky']);
    expect(text(await suggest(client))).not.toMatch(/with kids in mind|spirograph|slackline|care package/i);
    expect(keys({ interests: 'fly fishing, his daughter is at college in boston' })).toEqual(['fly-angling']);
    expect(keys({ interests: 'tennis, her children are all grown up now' })).toEqual(['tennis']);
  });

  it('knows kinds of things the broad words would misread', async () => {
    expect(keys({ interests: 'aquascaping, cherry shrimp' })).not.toContain('seafood');
    expect(keys({ interests: 'genealogy (did ancestry dna, traced us back to the 1700s)' })).toEqual(['genealogy']);
    expect(keys({ interests: 'just started cub scouts', age: 8 })).toEqual(['scouting']);
    expect(keys({ interests: 'just joined brownies, unicorns', age: 7 })).toEqual(['scouting', 'unicorns']);
    expect(keys({ interests: 'chinese chess (xiangqi), listens to cantonese opera' })).toEqual(['xiangqi', 'chinese-opera']);
    expect(keys({ interests: 'journals every morning' })).toEqual(['journaling']);
    const walt = { relationship: 'other: grandfather', age: 92, gender: 'male', interests: 'loves butterscotch candies and old westerns', budget: 75 } as const;
    expect(keys(walt)).toContain('boiled-sweets');
    expect(text(await suggest(walt))).not.toMatch(/cotton candy machine/i);
    const lim = await suggest({ relationship: 'other: grandfather', age: 80, gender: 'male', interests: 'chinese chess (xiangqi), listens to cantonese opera', budget: 100 });
    expect(text(lim)).not.toMatch(/chess\.com|met opera/i);
    expect(interestsOf(lim)).toEqual(expect.arrayContaining(['xiangqi', 'chinese-opera']));
  });

  it('reads a move within the country as no move abroad', () => {
    expect([...read({ interests: 'yoga, moving to Denver for a new job' }).conditions]).not.toContain('moving-abroad');
    expect([...read({ interests: "hiking, he's moving to Manchester", culturalConsiderations: 'lives in Leeds' }).conditions]).not.toContain('moving-abroad');
    expect([...read({ interests: 'moving house next month, baking' }).conditions]).not.toContain('moving-abroad');
    expect([...read({ interests: 'yoga', culturalConsiderations: 'moving to Berlin for work' }).conditions]).toContain('moving-abroad');
  });

  it('keeps rules and long reads from dementia past its first stage and from a learning disability', async () => {
    const joan = { name: 'Joan', relationship: 'other: grandma', age: 89, gender: 'female', interests: 'old musicals, anything with julie andrews, music, garden birds', culturalConsiderations: 'she has dementia, mid stage. nothing complicated', budget: 35 } as const;
    expect([...read(joan).limits]).toContain('complex');
    expect(text(await suggest(joan))).not.toMatch(/This Is Your Brain on Music|handbook/i);
    const dan = { relationship: 'other: cousin', age: 30, gender: 'male', interests: 'trains, Thomas the Tank Engine', culturalConsiderations: 'he has a learning disability and reads at about a 6 year old level', budget: 40 } as const;
    expect([...read(dan).limits]).toContain('complex');
    expect([...read(dan).conditions]).not.toContain('limited-mobility');
    expect([...read({ interests: 'crosswords', culturalConsiderations: 'early dementia' }).limits]).not.toContain('complex');
  });
});
