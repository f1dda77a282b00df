import { askingAbout, byTitle, catalog, engine, titles } from '../../../test/catalog-engine';
import { gateFor, itemIdeas } from './ideas';

/** The named details people give about someone: the breed of their dog, the car they drive, the dinosaur, what they own. */
const { suggest, read } = askingAbout();
const ideas = itemIdeas(catalog, engine.reader.interests);
const idea = (id: string) => ideas.find((one) => one.id === id)!;
/** Whether the catalog would offer an item at all to the person these words describe (budget aside). */
const offered = (interests: string, id: string) => gateFor(read({ interests }), Infinity, {}, new Set())(idea(id));
const reasons = (list: Awaited<ReturnType<typeof suggest>>) => list.suggestions.map((suggestion) => suggestion.reasoning).join(' | ');

describe('named details', () => {
  it('reads a breed, a car or a dinosaur as the named thing it is, beneath its animal or its world', () => {
    const first = (interests: string) => read({ interests }).interests[0];
    expect(first('mad about her sausage dog')).toMatchObject({ key: 'dachshunds', kind: 'pet-breed', parents: ['dogs'] });
    expect(first('two cockapoos')).toMatchObject({ key: 'cockapoos', kind: 'pet-breed' });
    expect(first('a rescue greyhound').parents).toContain('dogs');
    expect(first('Maine Coon').parents).toContain('cats');
    expect(first('french bulldog').key).toBe('french-bulldogs');
    expect(first('drives a Mini Cooper')).toMatchObject({ key: 'mini-cooper', kind: 'car-model', said: 'drives a Mini Cooper' });
    expect(first("restoring a '67 Mustang").key).toBe('ford-mustang');
    expect(first('VW camper').key).toBe('vw-camper');
    expect(first('Land Rover Defender').key).toBe('land-rover-defender');
    expect(first('Miata').key).toBe('mazda-mx5');
    expect(first('T-rex mad')).toMatchObject({ key: 't-rex', kind: 'dinosaur', parents: ['dinosaurs'] });
    expect(first('diplodocus').key).toBe('diplodocus');
    // A breed's words are the breed's alone: "spaniel" is no plain love of dogs, "porsche" no plain love of cars.
    expect(first('spaniel').key).toBe('spaniels');
    expect(first('porsche').key).toBe('porsche-911');
  });

  it('keeps a named breed a dog at home: a dachshund owner gets dachshund things', async () => {
    expect(read({ interests: 'mad about her sausage dog' }).conditions).toEqual(new Set(['dachshunds', 'dogs', 'pets']));
    const list = await suggest({ gender: 'female', age: 45, interests: 'mad about her sausage dog', budget: 60 });
    const breedThings = list.suggestions.filter((suggestion) => /dachshund|sausage dog/i.test(`${suggestion.title} ${suggestion.description}`));
    expect(breedThings.length).toBeGreaterThanOrEqual(4);
  });

  it('gives a T-rex mad five-year-old dinosaur things made for a five-year-old', async () => {
    const list = await suggest({ gender: 'male', age: 5, relationship: 'other: nephew', interests: 'T-rex mad', budget: 30 });
    expect(list.suggestions.filter((suggestion) => /T\. rex|dinosaur/i.test(`${suggestion.title} ${suggestion.description}`)).length).toBeGreaterThanOrEqual(5);
    const items = list.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title) ?? []);
    expect(items.filter((item) => item.ages[0] > 5 || item.ages[1] < 5).map((item) => item.title)).toEqual([]);
    // The LEGO T. rex is for nine and up, a palaeontologist's book for grown-ups.
    expect(titles(list)).not.toMatch(/31151|Tyrannosaur Chronicles/);
  });

  it('offers a car fan the car by name, and says the car as they did', async () => {
    const list = await suggest({ gender: 'male', age: 58, interests: "restoring a '67 Mustang", budget: 60 });
    expect(titles(list)).toMatch(/Mustang Restoration Handbook/);
    expect(reasons(list)).toMatch(/is restoring a 67 Mustang/);
    expect(reasons(list)).not.toMatch(/loves Ford Mustang/);
  });

  it('never offers again a thing they already have, but what goes with it', async () => {
    // A V60 is a dripper; the V60 scale and its filters go with it, and owning one says pour-over coffee.
    expect(read({ interests: 'has a V60' }).interests.map((interest) => interest.key)).toContain('pour-over');
    expect(offered('has a V60', 'hario-v60-ceramic-dripper-02')).toBe(false);
    expect(offered('has a V60', 'hario-v60-plastic-dripper-02')).toBe(false);
    expect(offered('has a V60', 'hario-v60-drip-scale')).toBe(true);
    expect(offered('pour-over coffee', 'hario-v60-ceramic-dripper-02')).toBe(true);
    for (const budget of [40, 80, 150]) expect(titles(await suggest({ gender: 'male', age: 41, interests: 'has a V60', budget }))).not.toMatch(/V60 (ceramic|plastic) dripper/);
    // A Kindle is an e-reader: no second one of any make, though a case or a page-turner is welcome.
    expect(offered('already owns a Kindle', 'kindle-paperwhite-16gb')).toBe(false);
    expect(offered('already owns a Kindle', 'kobo-clara-bw')).toBe(false);
    expect(ideas.filter((one) => /for Kindle/.test(one.title)).every((one) => offered('already owns a Kindle', one.id))).toBe(true);
    // A Stanley cup is a Stanley tumbler; its boot and straw toppers go with it.
    const stanleys = ideas.filter((one) => one.interests[0] === 'stanley-tumblers');
    expect(stanleys.filter((one) => offered('just got a Stanley cup', one.id)).map((one) => one.title)).toEqual([expect.stringMatching(/boot/)]);
    // Every LEGO set had: no set, but still a LEGO fan, whose sets want a case and lights.
    expect(read({ interests: 'Lego, she has every Lego set' }).interests.map((interest) => interest.key)).toContain('lego-sets');
    const lego = ideas.filter((one) => /^LEGO\b.*(\bset\b|\(\d{5}\))/.test(one.title) && one.form === 'thing');
    expect(lego.length).toBeGreaterThan(10);
    expect(lego.filter((one) => offered('she has every Lego set', one.id)).map((one) => one.title)).toEqual([]);
    expect(ideas.filter((one) => /for a LEGO set/.test(one.title)).every((one) => offered('she has every Lego set', one.id))).toBe(true);
    // Books had are books: all the Harry Potter books rule out no Hogwarts LEGO set, and no film with a Harry in it.
    expect(offered('owns every Harry Potter book', 'harry-potter-illustrated-edition')).toBe(false);
    expect(offered('owns every Harry Potter book', 'lego-harry-potter-hogwarts-castle')).toBe(true);
    // What they have and what they are (a dog, a new job, a good eye) is no thing to rule out.
    expect(read({ interests: 'has a dog, has a new job, has a cockapoo' }).owned).toEqual([]);
  });

  it('reads a make said as theirs as a thing they own and use: what goes with it, never a fan T-shirt of it', async () => {
    const fanThings = /fan T-shirt|from an independent (designer|artist)|enamel pin|sticker pack/;
    for (const [interests, age, gender] of [
      ['running London marathon next spring, loves data and his Garmin', 40, 'male'],
      ['grilling on his Weber every weekend, craft beer', 45, 'male'],
      ['hair and beauty, swears by her Dyson Airwrap', 38, 'female'],
      ['walking 10k steps a day with her Fitbit, crosswords', 58, 'female'],
      ['smoothies in her Vitamix, yoga', 33, 'female'],
      ['photography, shoots on her trusty Leica', 50, 'female'],
      ['gardening, bakes in her Aga', 70, 'female'],
    ] as const) {
      expect(read({ interests }).interests.filter((interest) => interest.key.startsWith('said:')).map((interest) => interest.label)).toEqual([]);
      expect(titles(await suggest({ interests, age, gender, budget: 60 }))).not.toMatch(fanThings);
    }
    // The runner who loves his Garmin's data gets what pairs with it, not a second watch.
    const tom = await suggest({ name: 'Tom', gender: 'male', age: 40, interests: 'running London marathon next spring, loves data and his Garmin', budget: 80 });
    expect(titles(tom)).toMatch(/Garmin/);
    // And its reasons say it as his: never "more Garmin for Tom" or "Tom enjoys Garmin".
    expect(reasons(tom)).toMatch(/his Garmin/);
    expect(reasons(tom)).not.toMatch(/(more|enjoys|loves|is into) Garmin\b/i);
    expect(offered('loves data and his Garmin', 'gps-running-watch')).toBe(false);
    expect(titles(await suggest({ gender: 'male', age: 45, interests: 'grilling on his Weber every weekend', budget: 60 }))).toMatch(/Weber/);
    expect(read({ interests: 'gym, never takes off his Apple Watch' }).interests.map((interest) => interest.key)).toContain('apple-watch');
    // Said as theirs, the thing is had: no second Kindle or Stanley, though the page-turner, the boot and a new pair of
    // Crocs with charms are welcome.
    expect(offered('reads on her Kindle every night', 'kindle-paperwhite-16gb')).toBe(false);
    expect(offered('carries her Stanley cup everywhere', 'stanley-quencher-30oz')).toBe(false);
    expect(offered('carries her Stanley cup everywhere', 'tumbler-silicone-boot-straw-topper-set')).toBe(true);
    expect(offered('lives in her Crocs', 'crocs-jibbitz-themed-5-pack')).toBe(true);
    expect(offered('lives in her Crocs', 'crocs-classic-lined-clog')).toBe(true);
    // What they love said as theirs is loved still, and more of it welcome: a team they support, the books of a series,
    // a band, an army of miniatures, a collection.
    expect(read({ interests: 'supports his Forfar' }).interests[0]).toMatchObject({ label: 'Forfar', kind: 'sports-team' });
    expect(read({ interests: 'reads her Skandar books' }).interests.map((interest) => interest.label)).toContain('Skandar');
    for (const interests of ['loves her BTS boys', 'paints his Warhammer army', 'obsessed with her Squishmallows', 'loves her Sonny Angels', 'his Subbuteo team'])
      expect(read({ interests }).owned).toEqual([]);
    // Old Land Rovers restored at home get their workshop manual, not an American classic-car magazine; Air Jordans are
    // sneakers, no Michael Jordan biography.
    const graham = titles(await suggest({ gender: 'male', age: 67, relationship: 'parent', interests: 'restores his old Land Rovers in the garage, real ale', budget: 60 }));
    expect(graham).toMatch(/Land Rover/);
    expect(graham).not.toMatch(/Hemmings/);
    expect(read({ interests: 'basketball, collects Air Jordans' }).interests.map((interest) => interest.key)).not.toContain('michael-jordan');
  });

  it("calls a pet by the name the visitor gave in a reason, instead of 'her dog'", async () => {
    expect(read({ interests: 'knitting, their cat, Mochi' }).pets).toEqual([{ name: 'Mochi', animal: 'cat' }]);
    expect(read({ interests: 'knitting, their cat, Mochi' }).interests.map((interest) => interest.label)).not.toContain('Mochi');
    expect(read({ interests: 'history documentaries and his dog bruno' }).pets).toEqual([{ name: 'Bruno', animal: 'dog' }]);
    // After a comma the next thing may be a love, not a name: "her dog, Netflix" names no dog.
    expect(read({ interests: 'walking her dog, Netflix, baking' }).pets).toEqual([]);
    const list = await suggest({ name: 'Jan', gender: 'female', age: 60, interests: 'walks with her dog Biscuit, gardening', budget: 60 });
    expect(reasons(list)).toMatch(/Biscuit/);
    expect(reasons(list)).not.toMatch(/\bher (dog|pet)\b/);
  });

  it('reads a title beside a pet as the title, never a word of it as the pet\'s name', async () => {
    for (const interests of ['milk chocolate, Coronation Street, her budgie', 'her budgie, Coronation Street, milk chocolate', 'Downton Abbey, his dog', 'her cat, Abbey Road, tea']) {
      const person = read({ interests });
      expect(person.pets).toEqual([]);
      expect(person.interests.map((interest) => interest.key)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^said:(coronation|street|downton|abbey|road)$/)]));
    }
    expect(read({ interests: 'Pepper, her dog' }).pets).toEqual([{ name: 'Pepper', animal: 'dog' }]);
    // Each love said has its share: Nan's soap as well as her chocolate and her budgie.
    const nan = titles(await suggest({ name: 'Nan', relationship: 'other: grandmother', age: 80, gender: 'female', interests: 'milk chocolate, Coronation Street, her budgie', budget: 40 }));
    expect(nan).toMatch(/Coronation Street/);
    expect(nan).toMatch(/chocolate/i);
  });

  it('gives the form of a game usual among their faith: American mah jongg for a Jewish player', async () => {
    const jewish = await suggest({ gender: 'female', age: 66, interests: 'mah jongg, cooking', culturalConsiderations: 'she is jewish', budget: 60 });
    expect(read({ interests: 'mah jongg', culturalConsiderations: 'she is jewish' }).interests[0].key).toBe('american-mahjong');
    expect(titles(jewish)).toMatch(/mah jongg|mahjong/i);
    expect(titles(jewish)).not.toMatch(/riichi/i);
    expect(read({ interests: 'mah jongg' }).interests[0].key).toBe('mahjong');
  });

  it('reads books by a named author as the author, and a love of reading', async () => {
    const [author] = read({ interests: 'loves Jodi Picoult books' }).interests;
    expect(author).toMatchObject({ label: 'Jodi Picoult', kind: 'author', parents: ['reading'] });
    const list = await suggest({ gender: 'female', age: 60, interests: 'loves Jodi Picoult books, gardening' });
    expect(titles(list)).toMatch(/Jodi Picoult/);
    expect(titles(list)).not.toMatch(/fan T-shirt/);
  });
});
