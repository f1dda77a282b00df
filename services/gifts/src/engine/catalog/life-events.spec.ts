import { engine, askingAbout, described, flagsOf, interestsOf, text, titles } from '../../../test/catalog-engine';

const { suggest, read, info } = askingAbout();

describe('The life event behind the gift', () => {
  describe('a wedding without the big day', () => {
    it('pays into no gift list when the couple eloped or married with two witnesses, said anywhere', async () => {
      const quiet = [
        { occasion: 'wedding', interests: 'they ran off and eloped in Lisbon, both love board games and cooking' },
        { occasion: 'other: married at the courthouse last week, just the two of them', interests: 'board games, cooking' },
        { occasion: 'other: tied the knot at the register office, only two witnesses', interests: 'board games, cooking' },
      ];
      for (const asked of quiet) {
        for (const budget of [60, 150]) {
          const response = await suggest({ name: 'Mia & Tom', ...asked, budget });
          expect(read({ name: 'Mia & Tom', ...asked }).occasion).toMatchObject({ kind: 'wedding', quiet: true });
          expect(described(response)).not.toMatch(/registry(?! office)|honeymoon fund|gift list/i);
          expect(flagsOf(response)).not.toContain('registry');
        }
      }
      // A big wedding keeps its registry.
      expect(read({ occasion: 'wedding', interests: 'board games, cooking' }).occasion.quiet).toBeUndefined();
    });

    it('reads the place a couple eloped to as where they married, not as a love of it', () => {
      const person = read({ occasion: 'wedding', interests: 'they eloped in Paris in May, she loves crosswords' });
      expect(person.interests.map((interest) => interest.key)).not.toContain('paris');
      expect(person.interests.map((interest) => interest.label)).toContain('crosswords');
    });
  });

  describe('a second or third baby', () => {
    it('reads a baby on the way by its number', () => {
      expect(read({ occasion: 'other: baby no. 4 on the way!' }).occasion.kind).toBe('baby-shower');
      expect(read({ occasion: 'other: number three on the way' }).occasion.kind).toBe('baby-shower');
    });

    it('gives parents who have done it before no guide to a first pregnancy, and thinks of the older child', async () => {
      for (const occasion of ['other: pregnant with their third', 'other: expecting baby number two in March']) {
        const response = await suggest({ name: 'Lou', gender: 'female', occasion, interests: 'swimming, audiobooks', budget: 60 });
        expect(titles(response)).not.toMatch(/What to Expect|Expecting Better|Cribsheet|Commando Dad/);
        expect(interestsOf(response)).toContain('big-sibling');
      }
    });

    it('gives the child becoming a big brother or sister their own gift, not the baby a present', async () => {
      const ask = { name: 'Isla', relationship: 'other: granddaughter', gender: 'female' as const, age: 5, occasion: 'other: new baby - a baby sister for Isla', interests: 'ponies, colouring', budget: 35 };
      const person = read(ask);
      expect(person.occasion).toMatchObject({ bigSibling: true, label: 'new baby sister' });
      const response = await suggest(ask);
      expect(interestsOf(response)).toContain('big-sibling');
      expect(text(response)).not.toMatch(/Siblings Without Rivalry|swaddle|nursing|Isla's new baby\b(?! sister)/i);
      const card = await engine.cardMessage(info(ask), response.suggestions[0].title);
      expect(card).toMatch(/big sister/);
      expect(card).not.toMatch(/welcome to the world/i);
    });
  });

  describe('an achievement', () => {
    it('marks a driving test passed with something for the car, not for a new job', async () => {
      const response = await suggest({ name: 'Ellie', relationship: 'child', gender: 'female', age: 18, occasion: 'other: she passed her driving test first time!', interests: 'netball, baking', budget: 60 });
      expect(interestsOf(response)).toContain('new-driver');
      expect(text(response)).not.toMatch(/new (job|role|title|career)|nameplate|business card|driving lessons/i);
    });

    it('leads with what was achieved: a marathon, a bar exam, a year sober, a citizenship', async () => {
      const marathon = read({ occasion: 'other: ran his first half marathon', interests: 'cycling, craft coffee' });
      expect(marathon.interests[0].key).toBe('marathon-running');
      expect(read({ occasion: 'other: passed the bar', interests: 'tennis' }).occasion.label).toBe('achievement');
      const citizen = await suggest({ relationship: 'colleague', occasion: 'other: got his citizenship today', interests: 'jazz, cooking', budget: 50 });
      expect(interestsOf(citizen)).toContain('new-citizen');
      // What one milestone marks is for that milestone alone.
      const driving = await suggest({ age: 17, occasion: 'other: passed his driving test', interests: 'jazz, cooking', budget: 50 });
      expect(interestsOf(driving)).not.toContain('new-citizen');
      expect(interestsOf(driving)).not.toContain('sobriety');
    });

    it('marks a sober anniversary with a keepsake of it, and nothing to drink', async () => {
      const response = await suggest({ name: 'Gareth', gender: 'male', age: 51, occasion: 'other: 5 years sober this week', interests: 'football, cooking, used to love whisky', budget: 60 });
      expect(interestsOf(response)).toContain('sobriety');
      expect(flagsOf(response)).not.toContain('alcohol');
    });

    it('takes a place won on a course as an achievement, not a graduation', () => {
      for (const occasion of ['other: got a funded PhD place', 'other: offered a place at medical school', 'other: accepted into law school']) {
        expect(read({ occasion }).occasion).toMatchObject({ kind: 'promotion', label: 'achievement' });
      }
      expect(read({ occasion: 'other: finished her PhD' }).occasion.kind).toBe('graduation');
    });
  });

  describe('other days of a life', () => {
    it('reads a vow renewal as an anniversary', () => {
      expect(read({ occasion: 'other: renewal of their vows after 25 years' }).occasion).toMatchObject({ kind: 'anniversary', label: 'vow renewal' });
    });

    it('keeps IVF gentle: nothing for a baby, nothing to celebrate, nothing a pregnancy rules out', async () => {
      const person = read({ occasion: 'other: going through IVF', interests: 'wine, baking' });
      expect(person.occasion).toMatchObject({ mood: 'care', trying: true });
      const response = await suggest({ name: 'Rosie', gender: 'female', occasion: 'other: about to start another round of IVF', interests: 'wine, baking, spa days', budget: 70 });
      expect(flagsOf(response)).not.toEqual(expect.arrayContaining(['alcohol']));
      expect(flagsOf(response)).not.toContain('pregnancy-unsafe');
      expect(flagsOf(response)).not.toContain('celebratory');
      expect(text(response)).not.toMatch(/\bbab(y|ies)\b|newborn|nursery/i);
    });

    it('gives a quinceañera something of the day itself', async () => {
      const response = await suggest({ relationship: 'other: goddaughter', gender: 'female', age: 15, occasion: 'other: her quince años', interests: 'taylor swift, volleyball', budget: 90 });
      expect(interestsOf(response)).toContain('quinceanera');
    });

    it('reads a "just because" for someone going through a break-up as a hard time', () => {
      const person = read({ occasion: 'just-because', personality: 'just been dumped, needs a pick me up' });
      expect(person.occasion).toMatchObject({ label: 'hard time', setback: true });
    });

    it('reads a low spell said among the interests as a hard time, and no love of feeling', async () => {
      for (const interests of ["she's been feeling down lately, loves candles and baths", 'been a bit down recently, candles', 'not herself lately, loves baths']) {
        const person = read({ occasion: 'just-because', gender: 'female', interests });
        expect(person.occasion).toMatchObject({ label: 'hard time', mood: 'care' });
        expect(person.interests.map((interest) => interest.label)).not.toContain('feeling');
      }
      // Down to earth is how someone is, no low spell.
      expect(read({ occasion: 'just-because', interests: 'down to earth, loves hiking' }).occasion.label).not.toBe('hard time');
    });

    it('gives no sports kit at a loss', async () => {
      const response = await suggest({ relationship: 'colleague', gender: 'female', occasion: 'other: her husband passed away', interests: 'golf, tennis', budget: 45 });
      expect(described(response)).not.toMatch(/\btees?\b|putting|\bballs?\b|divot|grip|racket|string/i);
    });

    it('names a couple "his wife", never "hi\'s wife"', async () => {
      const response = await suggest({ relationship: 'other: my uncle and his wife', occasion: 'other: moved into a bungalow', interests: 'gardening', budget: 50 });
      expect(text(response)).not.toMatch(/hi's/);
    });
  });
});
