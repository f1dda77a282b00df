import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { askingAbout, byTitle, flagsOf, interestsOf, text, titles } from '../../../test/catalog-engine';
import { conditionNeeds } from '../catalog/catalog';
import { isLoved } from './interests';

/** Health, illness and frailty read as a thoughtful friend reads them: what they live with, and what the body allows now. */
const { suggest, read } = askingAbout({ relationship: 'parent', age: 74, budget: 60 });
const limitsOf = (input: Partial<RecipientInfoInput>) => [...read(input).limits];
/** What is read as a love of theirs: no condition, however it was said. */
const lovedOf = (input: Partial<RecipientInfoInput>) => read(input).interests.filter(isLoved).map((interest) => interest.label.toLowerCase());
/** What the list speaks of as a love: the reasons and the things named. */
const spokenOf = (list: GiftResponse) => `${text(list)} ${list.summary} ${list.insight}`;

describe('an illness or a condition is what they live with, never a love', () => {
  const ILLNESS_SAID = /\b(ms|multiple sclerosis|parkinson'?s|diabetes|cancer|arthritis|dementia|stroke|crohn'?s|copd|lupus|me\/cfs)\b/i;

  it('reads no illness among the interests as a thing they love, however it is said', async () => {
    for (const interests of [
      'she has MS, gardening and tea',
      'living with MS, reading',
      "diagnosed with Parkinson's, woodworking",
      "he's got diabetes, golf",
      'battling cancer, crosswords',
      'has arthritis, baking',
      'has dementia, old films',
      'recovering from a stroke, painting',
      "Crohn's, baking",
      'COPD, bingo',
      'ME/CFS, audiobooks',
      'has lupus, jigsaws',
    ]) {
      expect(lovedOf({ interests }).join(' | ')).not.toMatch(ILLNESS_SAID);
      const list = await suggest({ interests });
      expect(titles(list)).not.toMatch(/\b(MS|Crohn's|COPD|Lupus|ME\/CFS)\b/);
      expect(spokenOf(list)).not.toMatch(/\b(into|loves?|love of|fan of|passion for) (MS|Crohn's|COPD|lupus|diabetes|cancer|dementia|arthritis)\b/i);
    }
  });

  it('reads an illness said in the notes or the personality as no love either', async () => {
    for (const input of [
      { interests: 'gardening, tea', culturalConsiderations: 'she has MS' },
      { interests: 'gardening, tea', personality: 'brave, funny, living with MS' },
      { interests: 'crosswords, cricket', culturalConsiderations: "diagnosed with Parkinson's last year" },
      { interests: 'baking, her grandchildren', culturalConsiderations: 'has COPD and is on oxygen' },
    ]) {
      expect(lovedOf(input).join(' | ')).not.toMatch(ILLNESS_SAID);
      expect(titles(await suggest(input))).not.toMatch(/\b(MS|COPD|Parkinson's)\b/);
    }
  });

  it('lets the illness set the limits a friend would keep', () => {
    for (const culturalConsiderations of ['she has MS', 'living with MS', 'diagnosed with multiple sclerosis']) {
      expect(limitsOf({ culturalConsiderations })).toEqual(expect.arrayContaining(['physical-exertion', 'fine-motor']));
    }
    for (const culturalConsiderations of ['has COPD', 'on oxygen at home', 'emphysema']) {
      expect(limitsOf({ culturalConsiderations })).toEqual(expect.arrayContaining(['physical-exertion', 'candle', 'fragrance']));
    }
    for (const culturalConsiderations of ['had a heart attack last year', 'has heart failure', 'angina']) {
      expect(limitsOf({ culturalConsiderations })).toContain('physical-exertion');
    }
    for (const interests of ['watching her blood sugar, tea', 'pre-diabetic, tea', 'on insulin, tea']) {
      expect(limitsOf({ interests })).toContain('sugar');
      expect(lovedOf({ interests })).toEqual(['tea']);
    }
    // "She has me" is the giver, and "Ms Patel" a teacher: no illness.
    expect(limitsOf({ culturalConsiderations: 'she has me wrapped round her finger' })).not.toContain('physical-exertion');
    expect(lovedOf({ interests: 'The Strokes, indie music' })).toContain('the strokes');
  });
});

describe('an illness behind them', () => {
  it('gives a survivor no chemo cap or sickness remedy, and someone in treatment the comforts of it', async () => {
    for (const interests of ['skin cancer survivor, sailing', 'beat breast cancer two years ago, sailing', 'in remission now, sailing']) {
      expect(titles(await suggest({ interests }))).not.toMatch(/chemo|nausea|ginger chews/i);
    }
    expect(titles(await suggest({ interests: 'going through chemo, sailing' }))).toMatch(/chemo|ginger chews/i);
  });
});

describe('what the body allows now', () => {
  it('gives someone with dementia no knitting kit, yarn or needles, but something for hands that knitted', async () => {
    for (const culturalConsiderations of ['has dementia now', "Alzheimer's", 'Lewy body dementia', 'her memory is going']) {
      const list = await suggest({ interests: 'knitting, Vera Lynn', culturalConsiderations, gender: 'female', age: 86 });
      expect(flagsOf(list)).not.toContain('fine-motor');
      // The twiddle apron's ball of soft yarn is to hold, not to knit.
      const toKnitWith = list.suggestions.map((idea) => idea.title).filter((title) => !/twiddle/i.test(title));
      expect(toKnitWith.join(' | ')).not.toMatch(/\b(yarn|needles?|knit kit|knitting kit|skeins?)\b/i);
    }
    const apron = await suggest({ interests: 'knitting, tea', culturalConsiderations: 'dementia', gender: 'female', age: 88 });
    expect(titles(apron)).toMatch(/twiddle/i);
  });

  it('gives music to someone with dementia on a player made simple, not one to learn', async () => {
    const list = await suggest({ interests: 'music, the songs of her youth', culturalConsiderations: 'has dementia', gender: 'female', age: 87, budget: 150 });
    expect(titles(list)).toMatch(/Simple Music Player|Sing-along CD/);
    expect(flagsOf(list)).not.toContain('gadgets');
  });

  it('gives failing eyes large print or something to listen to, never small print or a night out far away', async () => {
    for (const culturalConsiderations of ['macular degeneration', "her eyesight's going", "can't read small print any more", 'registered blind', 'sight is failing']) {
      expect(limitsOf({ culturalConsiderations })).toContain('sight');
      const list = await suggest({ interests: 'reading crime novels, jazz', culturalConsiderations, age: 81 });
      expect(flagsOf(list)).not.toContain('sight');
      expect(flagsOf(list)).not.toContain('travel');
      expect(titles(list)).toMatch(/large[- ]print|audio|talking|CD/i);
    }
  });

  it('gives arthritic hands the easy-grip form of their craft, never a fiddly kit', async () => {
    const crafts: [string, string, RegExp][] = [
      ['knitting, gardening', 'arthritis in her hands', /ergonomic knitting needles|easy-grip garden/i],
      ['crochet, baking', 'stiff, sore fingers these days', /ergonomic crochet hook|hand mixer|two-handled/i],
      ['cross stitch, tea', 'rheumatoid arthritis', /embroidery seat frame|kettle tipper|two-handled/i],
      ['model making, painting', 'his hands are bad now with arthritis', /easy-grip paintbrush/i],
    ];
    for (const [interests, culturalConsiderations, adapted] of crafts) {
      const list = await suggest({ interests, culturalConsiderations, budget: 90 });
      expect(flagsOf(list)).not.toContain('fine-motor');
      expect(titles(list)).toMatch(adapted);
    }
  });

  it('gives someone who cannot get about no hiking gear or trail guide', async () => {
    for (const culturalConsiderations of ['in a wheelchair now', 'uses a wheelchair', 'housebound these days', 'uses a rollator', 'not very mobile any more']) {
      expect(limitsOf({ culturalConsiderations })).toContain('mobility');
      const list = await suggest({ interests: 'hiking, birdwatching, the Lake District', culturalConsiderations, age: 70, budget: 80 });
      expect(flagsOf(list)).not.toContain('mobility');
      expect(flagsOf(list)).not.toContain('physical-exertion');
      expect(titles(list)).not.toMatch(/\b(boots|trekking poles|daypack|hiking socks|water filter|spork|guidebook|hiking guide|Day Hikes)\b/i);
    }
    // Nor dance shoes for a dancer of ninety in a care home.
    const dancer = await suggest({ interests: 'music, dancing, her garden', culturalConsiderations: 'lives in a care home', gender: 'female', age: 90 });
    expect(titles(dancer)).not.toMatch(/\b(shoes|sneakers|slippers)\b/i);
    // Bad knees still walk, if not far, and "can't stand" is a dislike: a walker's things are still theirs.
    for (const culturalConsiderations of ['bad knees', "can't walk far these days", "can't stand loud music", 'works in a care home']) expect(limitsOf({ culturalConsiderations })).not.toContain('mobility');
  });

  it('gives a lover of music who is losing their hearing nothing that is only heard', async () => {
    for (const culturalConsiderations of ['going deaf', 'hard of hearing now', 'wears hearing aids and still struggles', 'hearing loss']) {
      const list = await suggest({ interests: 'classical music, opera, the theatre', culturalConsiderations, age: 78, budget: 120 });
      expect(flagsOf(list)).not.toContain('hearing');
      expect(titles(list)).not.toMatch(/\b(vinyl|LP|CD|concert|headphones|speaker|podcast)\b/i);
    }
  });
});

describe('a love the body ended', () => {
  it('comes back in the form made for what ended it, or not at all', async () => {
    const reader = await suggest({ interests: 'used to love reading, gardening', culturalConsiderations: 'macular degeneration', gender: 'female', age: 84 });
    expect(titles(reader)).toMatch(/large[- ]print|on CD|audio CD/i);
    expect(flagsOf(reader)).not.toContain('sight');
    const gardener = await suggest({ interests: 'used to love gardening, the cricket', culturalConsiderations: 'in a wheelchair since the stroke', gender: 'male', age: 76, budget: 250 });
    expect(titles(gardener)).toMatch(/VegTrug/);
    // Every gardening idea is the one made for what ended it: no spade, no seeds to sow on their knees.
    const gardening = gardener.suggestions.map((idea) => byTitle.get(idea.title)?.interests ?? []).filter((keys) => keys.includes('gardening'));
    expect(gardening.every((keys) => keys.some((key) => conditionNeeds.has(key)))).toBe(true);
    // A love ended with no form for it stays set aside: no rugby kit for the old player in a wheelchair.
    const player = await suggest({ interests: 'used to play rugby, real ale', culturalConsiderations: 'uses a wheelchair', gender: 'male', age: 68 });
    expect(interestsOf(player)).not.toContain('rugby');
  });
});

describe('failing sight said beside what they love', () => {
  it('brings no adapted thing for a pastime they never named: no tactile chess set or talking kitchen scale for a gardener', async () => {
    for (const culturalConsiderations of ['eyesight getting worse', 'macular degeneration', 'almost blind now', 'registered blind', 'losing his sight']) {
      const list = await suggest({ interests: 'his garden, westerns on TV', culturalConsiderations, gender: 'male', age: 79 });
      expect(titles(list)).not.toMatch(/chess|kitchen scale/i);
    }
    // Named, the pastime gets its adapted form.
    expect(titles(await suggest({ interests: 'chess, his garden', culturalConsiderations: 'losing his sight', gender: 'male', age: 79, budget: 90 }))).toMatch(/tactile chess/i);
  });

  it('keeps a singer loved for a lifetime among the ideas, with the records a fan keeps', async () => {
    for (const interests of ['loved Elvis all his life, westerns, his garden', 'Elvis, westerns, his garden', 'has always loved Elvis, his garden']) {
      expect(titles(await suggest({ interests, culturalConsiderations: "doesn't drive any more, eyesight getting worse", gender: 'male', age: 79 }))).toMatch(/Elvis/);
    }
  });
});

describe('getting well from an operation', () => {
  it("gives a runner on crutches no runner's kit while he mends, and reads crutches as not getting about", async () => {
    const gaz = { name: 'Gaz', relationship: 'friend', occasion: 'other: get well soon - knee surgery', age: 52, gender: 'male', interests: 'running (not for a while now lol), podcasts, spurs', culturalConsiderations: 'recovering from knee surgery, on crutches for 6 weeks', budget: 60 } as const;
    expect(titles(await suggest(gaz))).not.toMatch(/FlipBelt|running (waist )?belt|headlamp|running shoes|anti-chafe/i);
    expect([...read({ interests: 'reading', culturalConsiderations: 'on crutches after a fall' }).limits]).toContain('mobility');
  });
});
