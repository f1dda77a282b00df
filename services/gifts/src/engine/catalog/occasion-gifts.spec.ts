import { askingAbout, engine, text, titles } from '../../../test/catalog-engine';

const { suggest, read, info } = askingAbout();

describe('Gifts for an occasion of their own', () => {
  it('reads how a baby came as a new baby: adopted, twins, a surrogate, one on the way', () => {
    expect(read({ occasion: "other: they adopted a little girl, she's 14 months" }).occasion).toMatchObject({ kind: 'new-baby', arrival: 'adoption' });
    expect(read({ occasion: 'other: their son was born via a surrogate' }).occasion).toMatchObject({ kind: 'new-baby', arrival: 'surrogacy' });
    expect(read({ occasion: 'other: had twins' }).occasion.kind).toBe('new-baby');
    expect(read({ occasion: 'other: second baby on the way, due next month' }).occasion.kind).toBe('baby-shower');
    // A dog adopted is a pet, and a birthday said beside a pregnancy is still a birthday.
    expect(read({ occasion: 'other: just adopted a rescue dog' }).occasion.kind).not.toBe('new-baby');
    expect(read({ occasion: "other: her birthday, she's pregnant" }).occasion.kind).toBe('birthday');
  });

  it('gives an adopted child no keepsake of a birth they did not have, and things of their own story instead', async () => {
    for (const occasion of ["other: they adopted a little girl, she's 14 months", 'other: adoption went through for their baby boy']) {
      for (const budget of [30, 60, 120]) {
        const response = await suggest({ name: 'Dan & Amy', occasion, interests: 'running, podcasts', budget });
        expect(text(response)).not.toMatch(/birth announcement|weight and time|before it grows|newborn's|hospital bag|postpartum|nursing|nipple/i);
      }
    }
    expect(titles(await suggest({ name: 'Dan & Amy', occasion: 'other: they adopted a little girl', interests: 'running, podcasts', budget: 60 }))).toMatch(/Mother for Choco|Connected Child|the family became whole/);
  });

  it('gives parents whose baby a surrogate carried nothing made for a body that gave birth', async () => {
    const response = await suggest({ name: 'Neil & Sam', occasion: 'other: their baby was born via a surrogate', interests: 'football, cooking', budget: 70 });
    expect(text(response)).not.toMatch(/postpartum|nursing|nipple|pregnan|maternity/i);
  });

  it('gives parents of twins something made for two, and a second baby a thought for the older child', async () => {
    expect(titles(await suggest({ name: 'Sarah', relationship: 'other: sister', occasion: 'other: had twins', interests: 'reading, tea', budget: 80 }))).toMatch(/twin/i);
    expect(titles(await suggest({ name: 'Becky', occasion: 'other: second baby on the way, due next month', interests: 'gardening, true crime podcasts', budget: 50 }))).toMatch(/Big Sister|Going to Be a Baby|Siblings Without Rivalry/);
    // One baby, said plainly, gets nothing for twins or siblings.
    const one = await suggest({ name: 'Aisha', relationship: 'colleague', occasion: 'other: new baby', interests: 'no idea really', budget: 60 });
    expect(titles(one)).not.toMatch(/twin|Big Sister|Siblings/i);
  });

  it('keeps a stay in hospital for the mind apart from an operation, and chemo apart from a walker', async () => {
    const mind = await suggest({ name: 'Ollie', occasion: "other: he's been in hospital for his mental health", gender: 'male', interests: 'gaming, music', budget: 40 });
    expect(text(mind)).not.toMatch(/surgery|operation|reacher|walker|bedside caddy/i);
    const chemo = await suggest({ name: 'Rachel', occasion: 'other: going through chemo', interests: 'crosswords, gardening, Bake Off', budget: 60 });
    expect(text(chemo)).not.toMatch(/walker|hip or knee/i);
  });

  it('reads what they qualified in at a graduation, and a doctorate or a downsizing as the occasion it is', async () => {
    expect(titles(await suggest({ name: 'Grace', occasion: 'other: graduating as a nurse', interests: 'not sure, she works hard', budget: 40 }))).toMatch(/penlight|badge reel|Working Hands|nursing|stethoscope/i);
    expect(read({ occasion: 'other: just finished her PhD in chemistry' }).occasion.kind).toBe('graduation');
    expect(read({ occasion: 'other: downsizing to a bungalow' }).occasion.kind).toBe('housewarming');
    // "From university" names no love of student life.
    expect(read({ occasion: 'other: graduating from university', interests: 'climbing' }).interests.map((interest) => interest.key)).toEqual(['climbing']);
  });

  it("gives a couple's wedding no pastime they never spoke of beside the loves they did", async () => {
    for (const occasion of ['other: she eloped in Iceland last month', 'wedding']) {
      const response = await suggest({ name: 'Maya', occasion, gender: 'female', age: 31, interests: 'photography, travel, coffee', budget: 70 });
      expect(titles(response)).not.toMatch(/recipe|skillet|chef's knife|cutting board/i);
    }
  });

  it('tells Christmas for a Muslim, Jewish or atheist colleague as the holiday season', async () => {
    for (const culturalConsiderations of ["he's Muslim, doesn't drink", "he's Jewish", "he's an atheist"]) {
      const response = await suggest({ name: 'Omar', relationship: 'colleague', occasion: 'christmas', gender: 'male', interests: 'no idea, we mostly talk about work', culturalConsiderations, budget: 20 });
      expect(response.suggestions.map((suggestion) => suggestion.reasoning).join(' ')).not.toMatch(/Christmas/);
    }
    expect(read({ occasion: 'christmas', culturalConsiderations: 'loves the whole thing' }).occasion.label).toBe('Christmas');
  });

  it('marks good exam results as an achievement, with nothing made for a new job', async () => {
    expect(read({ occasion: 'other: good GCSE results', age: 16 }).occasion.label).toBe('achievement');
    const amelia = await suggest({ name: 'Amelia', relationship: 'other: niece', occasion: 'other: good GCSE results', age: 16, gender: 'female', interests: 'taylor swift, thrifting, matcha', budget: 50 });
    expect(text(amelia)).not.toMatch(/new title|nameplate|business card|promotion/i);
    // A promotion still gets them.
    expect(titles(await suggest({ relationship: 'colleague', occasion: 'other: promotion', age: 40, gender: 'male', interests: 'golf', budget: 50 }))).toMatch(/nameplate/i);
  });

  it('gives nothing at a loss for what they used to do with the one who died', async () => {
    const zoe = await suggest({ name: 'Zoe', occasion: 'other: sympathy', age: 36, gender: 'female', interests: 'yoga, journaling, baking with her mum (her mum just died)', culturalConsiderations: 'her mum passed away last week', budget: 50 });
    expect(text(zoe)).not.toMatch(/\bbak(e|ing|er)\b/i);
    // Outside a loss, baking with mum is a love of baking like any other.
    expect(read({ interests: 'baking with her mum, yoga' }).interests.map((interest) => interest.key)).toContain('baking');
  });

  it('sends off a friend moving to Australia with something for the move', async () => {
    expect(read({ occasion: 'other: moving to australia' }).occasion.kind).toBe('farewell');
    expect(read({ occasion: 'other: moving to a new house' }).occasion.kind).toBe('housewarming');
    const chris = await suggest({ name: 'Chris', occasion: 'other: moving to australia', age: 33, gender: 'male', interests: 'arsenal, pub quizzes, cooking curry', budget: 40 });
    expect(read({ occasion: 'other: moving to australia', interests: 'arsenal' }).interests.map((interest) => interest.key)).toContain('moving-abroad');
    expect(text(chris)).toMatch(/move abroad|moves|suitcase|luggage|taste of home/i);
  });

  it('sees leaving home for university as a send-off, and writes the card for it', async () => {
    for (const occasion of ['going off to university', 'off to uni in september', 'starting college in the fall', 'freshers week', 'moving into halls', 'heading to college'])
      expect(read({ occasion: `other: ${occasion}` }).occasion).toMatchObject({ kind: 'farewell', label: 'start at university' });
    // Graduating from it, or a place won at it, is another day.
    expect(read({ occasion: 'other: finished uni' }).occasion.kind).toBe('graduation');
    expect(read({ occasion: 'other: got into university' }).occasion.kind).toBe('promotion');
    const kai = { name: 'Kai', relationship: 'child' as const, occasion: 'other: going off to university', age: 18, gender: 'male' as const, interests: 'skateboarding, hip hop', budget: 100 };
    expect(await engine.cardMessage(info(kai), (await suggest(kai)).suggestions[0].title)).not.toMatch(/just because|no occasion/i);
  });

  it('reads the days people name in their own words, and never writes "no occasion needed" on a card for one', async () => {
    const days: [string, string, string][] = [
      ['thanksgiving host gift', 'thank-you', 'thank-you'],
      ['stocking stuffer', 'christmas', 'Christmas'],
      ['celebration of life for her dad', 'sympathy', 'loss'],
      ['welcome home from deployment', 'just-because', 'welcome home'],
      ['he is being deployed in june', 'farewell', 'farewell'],
      ['best man gift', 'thank-you', 'thank-you'],
      ['employee of the month', 'promotion', 'achievement'],
      ['sorry I forgot her birthday', 'just-because', 'apology'],
      ['big job interview next week', 'just-because', 'good luck'],
      ['Raksha Bandhan', 'just-because', 'Raksha Bandhan'],
      ["new year's eve", 'just-because', 'New Year'],
    ];
    for (const [typed, kind, label] of days) expect([typed, read({ occasion: `other: ${typed}` }).occasion]).toMatchObject([typed, { kind, label }]);
    for (const typed of ['Halloween', 'apology', 'good luck', 'coming out', 'new puppy', 'Purim', 'welcome home']) {
      const person = { name: 'Sam', occasion: `other: ${typed}`, interests: 'hiking, cooking' };
      const card = await engine.cardMessage(info(person), (await suggest(person)).suggestions[0].title);
      expect([typed, card]).toEqual([typed, expect.not.stringMatching(/no occasion|no special reason|just because/i)]);
    }
    expect(await engine.cardMessage(info({ name: 'Sam', occasion: 'other: Halloween' }), 'Pumpkin carving kit')).toMatch(/Happy Halloween!|wonderful Halloween/);
  });

  it('marks a 70th with something for the years, and a 67th without', async () => {
    const dad = { name: 'Dad', relationship: 'parent' as const, gender: 'male' as const, interests: 'wartime history, his greenhouse, crosswords', budget: 80 };
    expect(titles(await suggest({ ...dad, age: 70 }))).toMatch(/newspaper|year to be born|vintage port|they were born/i);
    expect(titles(await suggest({ ...dad, age: 67 }))).not.toMatch(/newspaper|year to be born|they were born/i);
    expect(titles(await suggest({ ...dad, age: 64, occasion: 'other: his 60th birthday party' }))).toMatch(/newspaper|year to be born|vintage port|they were born/i);
  });

  it('keeps new parents at home with the baby: no race entry or show night for their old pastimes', async () => {
    const parents = await suggest({ occasion: 'other: new baby', age: 32, interests: 'new parents, both into running and podcasts', budget: 70 });
    expect(text(parents)).not.toMatch(/race entry|marathon|tickets/i);
  });

  it("gives a friend at her hen do or his stag do a gift for the night and for them, not the couple's keepsake or their gift list", async () => {
    for (const [occasion, gender, interests] of [
      ['other: hen party', 'female', 'she loves Harry Styles, cocktails, and the beach'],
      ['other: stag do', 'male', 'craft beer, golf, Arsenal'],
    ] as const) {
      const list = await suggest({ relationship: 'friend', occasion, gender, age: 29, interests, budget: 60 });
      expect(text(list)).not.toMatch(/both names|first christmas married|honeymoon fund|registry|mr (&|and) mrs/i);
    }
  });
});
