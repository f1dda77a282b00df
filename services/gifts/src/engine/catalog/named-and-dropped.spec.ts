import { askingAbout, described, titles } from '../../../test/catalog-engine';

/** Named things: no name made of a word said in passing, and none of the names said left without ideas of its own. */
const { suggest, read } = askingAbout();

const labels = (interests: string) => read({ interests }).interests.map((interest) => interest.label);
const keys = (interests: string) => read({ interests }).interests.map((interest) => interest.key);

describe('names never made of everyday words', () => {
  it('reads how strict, fussy or particular someone is as no name, however it is typed', () => {
    for (const interests of [
      "she's V strict about sugar, loves baking",
      "she's v strict about sugar, loves baking",
      'She is Very Strict about sugar, loves baking',
      "she's dead Fussy about tea, baking",
      'he is Very Particular about his coffee, baking',
      'SHE IS SO STRICT ABOUT SUGAR, loves baking',
    ])
      expect([interests, labels(interests)]).toEqual([interests, expect.not.arrayContaining([expect.stringMatching(/strict|fussy|particular/i)])]);
    expect(labels("she's V strict about sugar, loves baking")).toContain('baking');
  });

  it('turns no exclamation, typo or sentence-case word into a name', async () => {
    const said = [
      'God help anyone who touches his tools, woodworking',
      'God Help Anyone Who Touches His Tools, woodworking',
      'woodworking - God help anyone who touches his tools',
      'he likes alot of things, mostly fishing',
      'Gosh, Fishing mad',
      'Honestly she loves Gardening and Wine',
      'LOVES FOOTBALL AND BEER',
    ];
    for (const interests of said) {
      expect([interests, labels(interests)]).toEqual([interests, expect.not.arrayContaining([expect.stringMatching(/god|help|touches|tools|alot|gosh|honestly/i)])]);
      expect([interests, keys(interests).filter((key) => key.startsWith('said:'))]).toEqual([interests, []]);
    }
    const list = await suggest({ interests: 'God help anyone who touches his tools, woodworking', budget: 60 });
    expect(titles(list)).not.toMatch(/God Help|Alot|fan T-shirt/i);
  });

  it('still reads the names said with capitals or shouted', () => {
    expect(labels('LOVES SLIPKNOT AND FISHING')).toEqual(expect.arrayContaining(['Slipknot', 'fishing']));
    expect(labels('Honestly Loves Hozier')).toContain('Hozier');
    expect(labels('Supports Arsenal')).toContain('Arsenal');
  });
});

describe('named things said are never dropped', () => {
  it('gives someone who plays in a brass band things for the band, not only for listening', async () => {
    for (const interests of ['plays in a brass band', 'plays cornet in a brass band, gardening', 'does homebrewing and plays in a brass band']) {
      const list = await suggest({ interests, age: 58, budget: 60 });
      expect([interests, titles(list)]).toEqual([interests, expect.stringMatching(/valve oil|mouthpiece|brass band/i)]);
    }
  });

  it('reads service in the forces, past or present, and offers ideas about that very service', async () => {
    const said: [string, string, RegExp][] = [
      ['served in the Royal Navy, likes history', 'royal-navy', /Royal Navy|HMS|ship they served on|naval/i],
      ['former Royal Navy, loves gardening', 'royal-navy', /Royal Navy|HMS|ship|naval/i],
      ['used to be in the navy, loves crosswords', 'naval-service', /ship|naval|navy|Master and Commander/i],
      ['ex-army, loves fishing', 'army-service', /medal|regiment|army/i],
      ['served with the Coldstream Guards', 'coldstream-guards', /regiment|cap badge|army/i],
      ['was in the RAF', 'royal-air-force', /RAF|Spitfire|Duxford|First Light/i],
      ['served with the Royal Marines', 'royal-marines', /Royal Marines/i],
      ['Marine Corps veteran, grills a lot', 'us-marine-corps', /USMC|Marine|Old Breed|eagle, globe/i],
    ];
    for (const [interests, key, idea] of said) {
      expect([interests, keys(interests)]).toEqual([interests, expect.arrayContaining([key])]);
      const list = await suggest({ interests, age: 66, gender: 'male', budget: 80 });
      expect([interests, titles(list)]).toEqual([interests, expect.stringMatching(idea)]);
    }
    // "Served with the Royal Marines" is one service, not the service and a name beside it.
    expect(labels('served with the Royal Marines')).toEqual(['the Royal Marines']);
    // A son's service is his, and a cadet is no veteran.
    expect(keys('her son is in the army, she loves baking')).not.toContain('army-service');
    expect(keys('joined the air cadets, loves planes')).not.toEqual(expect.arrayContaining(['royal-air-force', 'air-force-service']));
  });

  it('gives a named musician of any era their own records, life story or pictures', async () => {
    for (const [interests, name] of [
      ['loves Bill Evans', 'Bill Evans'],
      ['jazz, especially Bill Evans', 'Bill Evans'],
      ['loves Glenn Miller', 'Glenn Miller'],
      ['Dad loves Oscar Peterson and Count Basie', 'Oscar Peterson'],
      ['big Buddy Holly fan', 'Buddy Holly'],
    ]) {
      expect([interests, labels(interests)]).toEqual([interests, expect.arrayContaining([name])]);
      const list = await suggest({ interests, age: 40, budget: 80 });
      expect([interests, titles(list)]).toEqual([interests, expect.stringMatching(new RegExp(`${name}.*(vinyl|biography|photograph|album|CD)|(vinyl|biography|photograph|album|CD).*${name}`))]);
      expect([interests, titles(list)]).toEqual([interests, expect.not.stringMatching(/tickets?|tour|signed/i)]);
    }
  });

  it('reads a hobby said as a verb, with how much they do it', () => {
    expect(keys('Marine Corps veteran, grills a lot')).toEqual(expect.arrayContaining(['us-marine-corps', 'bbq']));
    expect(keys('bakes a lot, gardening')).toEqual(expect.arrayContaining(['baking', 'gardening']));
    expect(keys('knits constantly')).toContain('knitting');
  });

  it('reads "the paper" a person reads as the news, and klezmer as the music it is, with records and a night of it', async () => {
    for (const said of ['reading the paper', 'the daily paper with his coffee', 'the sunday paper']) {
      expect([said, keys(said)]).toEqual([said, expect.arrayContaining(['the-news'])]);
      expect([said, keys(said).filter((key) => key.startsWith('said:'))]).toEqual([said, []]);
    }
    const zayde = await suggest({ relationship: 'other: grandfather', occasion: 'other: hanukkah', age: 85, gender: 'male', interests: 'chess, klezmer music, New York Yankees, reading the paper', budget: 60 });
    expect(titles(zayde)).toMatch(/klezmer|Klezmatics|Fiddler's House/i);
    expect(titles(zayde)).not.toMatch(/Paper Mate|ticket stub/i);
  });

  it('reads watching YouTube or TikTok as watching, and only making videos as making them', async () => {
    for (const said of ['TikTok', 'watches YouTube', 'always on tiktok', 'youtube videos']) expect([said, keys(said)]).toEqual([said, ['online-videos']]);
    for (const said of ['makes TikToks', 'youtuber', 'has a youtube channel']) expect([said, keys(said)]).toEqual([said, ['content-creation']]);
    const watcher = await suggest({ relationship: 'child', gender: 'female', age: 14, interests: 'plays football, Arsenal women, TikTok', budget: 60 });
    expect(titles(watcher)).not.toMatch(/acoustic foam|ring light|microphone|YouTube Formula/i);
  });

  it('reads time with friends as nights out, never as a name ("Friends of the Library" for "her friends")', async () => {
    for (const said of ['hanging out with friends', 'nights out', 'socialising', 'going out with her mates']) expect([said, keys(said)]).toEqual([said, ['nights-out']]);
    // Friends said as who they are with, or who a game is run for, are no love of nights out and no name.
    for (const said of ['her friends', 'DMs for his friends', 'cooking for her mates']) expect([said, keys(said).filter((key) => key === 'nights-out' || key.startsWith('said:'))]).toEqual([said, []]);
    // The show is still the show.
    for (const said of ['rewatching Friends', 'Friends on repeat, baking']) expect([said, keys(said)]).toEqual([said, expect.arrayContaining(['friends-tv'])]);
    const ella = await suggest({ relationship: 'child', occasion: 'other: passed her driving test', gender: 'female', age: 17, interests: 'Sabrina Carpenter, shopping, her friends', budget: 50 });
    expect(titles(ella)).not.toMatch(/Friends of the Library|fan T-shirt/i);
  });

  it('reads homebrewing however it is said, with brewing things to match', async () => {
    for (const interests of ['does homebrewing', 'brews his own beer', 'home brewer, loves IPAs', 'brews beer in the garage']) {
      expect([interests, keys(interests)]).toEqual([interests, expect.arrayContaining(['homebrewing'])]);
      const list = await suggest({ interests, age: 45, budget: 60 });
      expect([interests, titles(list)]).toEqual([interests, expect.stringMatching(/brew|hops?|bottle|mash/i)]);
    }
  });
});

describe('named makers and characters', () => {
  it('reads "Chanel No 5" as the perfume, never as a refusal, and offers that perfume in the budget', async () => {
    for (const interests of ['Chanel No 5', 'wears Chanel No. 5', 'loves Chanel N°5 and gardening', 'Chanel number 5']) {
      expect([interests, keys(interests)]).toEqual([interests, expect.arrayContaining(['chanel-no-5'])]);
      const list = await suggest({ interests, gender: 'female', age: 62, budget: 150 });
      expect([interests, titles(list)]).toEqual([interests, expect.stringMatching(/N°5|No\. 5/)]);
      expect(list.suggestions.every((suggestion) => suggestion.price <= 150)).toBe(true);
    }
  });

  it('offers a named maker its own things or a fitting accessory within the budget, never a fan trinket', async () => {
    const said: [string, number, RegExp][] = [
      ['loves her Le Creuset pans, cooking', 60, /Le Creuset/],
      ['Le Creuset collector', 300, /Le Creuset/],
      ['Lego Technic', 60, /LEGO Technic/],
      ['builds Lego Technic cars', 200, /LEGO Technic/],
      ['Hermès scarves', 300, /Hermès/],
      ['Hermès scarves', 80, /Hermès|scarf ring/],
      ['lives in her Barbour jacket, dog walks', 40, /Barbour/],
      ['Barbour wax jacket, countryside', 150, /Barbour/],
      ['Dr Martens boots', 80, /Dr\. Martens/],
      ['always in her Hunter wellies', 80, /Hunter/],
      ['Jo Malone candles', 80, /Jo Malone/],
      ['Emma Bridgewater mugs', 80, /Emma Bridgewater/],
      ['loves her Mulberry handbags', 250, /Mulberry/],
    ];
    for (const [interests, budget, maker] of said) {
      const list = await suggest({ interests, budget });
      expect([interests, budget, titles(list)]).toEqual([interests, budget, expect.stringMatching(maker)]);
      expect([interests, budget, titles(list)]).toEqual([interests, budget, expect.not.stringMatching(/fan T-shirt|enamel pin|sticker pack|art print from an independent/i)]);
      expect(list.suggestions.filter((suggestion) => suggestion.price > budget)).toEqual([]);
    }
  });

  it('reads a maker before the thing it makes as that maker, not as a shop or a sport', () => {
    expect(keys('Dr Martens boots')).toEqual(['dr-martens']);
    expect(keys('always in her Hunter wellies')).toEqual(['hunter-boots']);
    expect(keys('wears Burberry scarves')).toEqual(['burberry']);
    expect(keys('grows mulberry trees, gardening')).not.toContain('mulberry-bags');
  });

  it('offers a named character its own merchandise, not only its family name', async () => {
    for (const [interests, name] of [
      ['Kuromi', 'Kuromi'],
      ['obsessed with kuromi', 'Kuromi'],
      ['loves My Melody and drawing', 'My Melody'],
      ['cinnamoroll plushies', 'Cinnamoroll'],
    ]) {
      const list = await suggest({ interests, age: 15, gender: 'female', budget: 40 });
      expect([interests, described(list)]).toEqual([interests, expect.stringMatching(name)]);
    }
  });
});
