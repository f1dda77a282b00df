import { possessive, withArticle } from '../person/text';
import type { StatedInterest } from '../person/interests';
import { attributive, doesWhat, isOrAre, ownWords, shortName, withSubject } from './grammar';

describe('grammar', () => {
  it('says of one person what a catalog sentence says of anyone, the verb agreeing', () => {
    expect(withSubject('points them to the best recordings of every tune they love', 'he')).toBe('points them to the best recordings of every tune he loves');
    expect(withSubject('three books to listen to while they rest', 'he')).toBe('three books to listen to while he rests');
    expect(withSubject('the one thing they already have', 'she')).toBe('the one thing she already has');
    // A catalog sentence is in the present: "read", "put" and "set" after "they" are present, not past.
    expect(withSubject('makes the room smell like an old bookshop while they read', 'she')).toBe('makes the room smell like an old bookshop while she reads');
    expect(withSubject('the seasoning they put on everything', 'he')).toBe('the seasoning he puts on everything');
    expect(withSubject("something they'll actually wear, even if they don't dress up", 'she')).toBe("something she'll actually wear, even if she doesn't dress up");
    expect(withSubject('the games they grew up with, and the ones they watch', 'he')).toBe('the games he grew up with, and the ones he watches');
    expect(withSubject('They can carry it anywhere they go', 'she')).toBe('She can carry it anywhere she goes');
    expect(withSubject('keeps everything they need within reach, whatever they loved before', 'she')).toBe('keeps everything she needs within reach, whatever she loved before');
  });

  it('names an idea by what it is: a book as the book, a magazine subscription filed with books as the subscription', () => {
    expect(shortName('Band of Brothers by Stephen E. Ambrose', 'books')).toBe('the book');
    expect(shortName('Where the Wild Things Are, Goodnight Moon and The Very Hungry Caterpillar bundle', 'books')).toBe('the set');
    expect(shortName('Indestructibles baby book set of four', 'books')).toBe('the set');
    expect(shortName('Sight and Sound magazine subscription, one year', 'books')).toBe('the subscription');
    expect(shortName('Marble wine chiller bucket', 'home')).toBe('it');
    expect(shortName('Glencairn whisky glasses, pair in gift box', 'home')).toBe('it');
  });

  it('makes a plural topic a word before a noun: "a movie fan", "a board game fan", "a puppy gift"', () => {
    expect(['movies', 'horror movies', 'board games', 'puppies', 'cookies', 'bow ties', 'magpies', 'boxes', 'glasses', 'Beatles'].map(attributive)).toEqual(['movie', 'horror movie', 'board game', 'puppy', 'cookie', 'bow tie', 'magpie', 'box', 'glass', 'Beatles']);
    expect(['pub quizzes', 'vintage clothes', 'jeans'].map(attributive)).toEqual(['pub quiz', 'vintage clothing', 'jeans']);
  });

  it('quotes what the person does with a name spelt as the name is: "likes Sabrina Carpenter"', () => {
    expect(doesWhat('likes sabrina carpenter', 'Sabrina Carpenter')).toBe('likes Sabrina Carpenter');
    // Someone starting out is not said to love it yet.
    expect(doesWhat('wants to learn bridge', 'bridge')).toBe('wants to learn bridge');
    expect(doesWhat('watches westerns on sundays', 'classic films')).toBe('watches westerns on sundays');
  });

  it('gives a clause led by how often the verb it needs after a name: "is always at the gym", but "never misses a match"', () => {
    for (const [said, does] of [
      ['always at the gym', 'is always at the gym'],
      ['never without a book', 'is never without a book'],
      ['always on her phone', 'is always on her phone'],
      ['never off the golf course', 'is never off the golf course'],
      ['always reading', 'is always reading'],
      ['never misses a match', 'never misses a match'],
      ['always has her nose in a book', 'always has her nose in a book'],
      ['still plays five-a-side', 'still plays five-a-side'],
      ['just started running', 'just started running'],
    ]) {
      expect(doesWhat(said, 'x')).toBe(does);
    }
    // A catalog sentence's "read", "put" and "set" are the present: "while she reads".
    expect(withSubject('makes the room smell like an old bookshop while they read', 'she')).toBe('makes the room smell like an old bookshop while she reads');
    expect(withSubject('keeps them stocked with the seasoning they put on everything', 'he')).toBe('keeps them stocked with the seasoning he puts on everything');
  });

  it('chooses "a" or "an" by sound: letter by letter for an initialism, by the word otherwise', () => {
    const articles = ['LGBTQ+ books', 'NFL jersey', 'F1 cap', 'NBA fan', 'HBO series', 'BBC drama', 'UFC fan', 'LEGO set', 'FIFA fan', 'NASA mug', 'apple', 'unicorn', 'hour-long class', 'one-off', 'yoga mat'].map(withArticle);
    expect(articles).toEqual(['an LGBTQ+ books', 'an NFL jersey', 'an F1 cap', 'an NBA fan', 'an HBO series', 'a BBC drama', 'a UFC fan', 'a LEGO set', 'a FIFA fan', 'a NASA mug', 'an apple', 'a unicorn', 'an hour-long class', 'a one-off', 'a yoga mat']);
  });

  it("writes the possessive as style guides do: 's after a name or a singular in s, the apostrophe alone after a plural", () => {
    for (const [who, theirs] of [
      ['Marcus', "Marcus's"],
      ['your boss', "your boss's"],
      ['Tom and Jess', "Tom and Jess's"],
      ['your parents', "your parents'"],
      ['the Hussains', "the Hussains'"],
      ['Priya', "Priya's"],
    ]) {
      expect(possessive(who)).toBe(theirs);
    }
  });

  it('agrees with what a person loves, plural or not', () => {
    expect(isOrAre('mechanical keyboards')).toBe('are');
    expect(isOrAre('crosswords', 'comes', 'come')).toBe('come');
    for (const singular of ['jazz', 'tennis', 'gymnastics', 'darts', 'chess', 'the news']) expect(isOrAre(singular)).toBe('is');
    for (const name of ['Harry Styles', 'Star Wars', 'Taylor Swift']) expect(isOrAre(name)).toBe('is');
    expect(isOrAre('The Beatles')).toBe('are');
    for (const initials of ['tabletop RPGs', 'DVDs', 'K-dramas']) expect(isOrAre(initials, 'comes', 'come')).toBe('come');
    for (const one of ['NFL', 'K-pop', 'D&D']) expect(isOrAre(one)).toBe('is');
    expect(isOrAre('The Lord of the Rings', 'makes', 'make')).toBe('makes');
  });

  it('puts a loved thing before a noun as one would: "the podcast ideas", "the Great British Bake Off ideas"', () => {
    expect(['podcasts', 'board games', 'puzzles', 'hobbies', 'glasses', 'dishes', 'jazz', 'tennis', 'The Beatles', 'Great British Bake Off'].map(attributive)).toEqual([
      'podcast',
      'board game',
      'puzzle',
      'hobby',
      'glass',
      'dish',
      'jazz',
      'tennis',
      'The Beatles',
      'Great British Bake Off',
    ]);
  });
  it('names what they love in their own short words, and the catalog\'s where those say more or spell it loosely', () => {
    const said = (words: string, label: string, kind: StatedInterest['kind'] = 'topic') => ownWords({ key: 'x', label, kind, parents: [], related: [], said: words });
    expect(said('bouldering', 'climbing')).toBe('bouldering');
    expect(said('ramen', 'Japanese food', 'cuisine')).toBe('ramen');
    expect(said('italian cooking', 'Italian food', 'cuisine')).toBe('Italian cooking');
    expect(said('watching Bake Off', 'The Great British Bake Off', 'tv-show')).toBe('Bake Off');
    expect(said('the Yankees', 'New York Yankees', 'sports-team')).toBe('the Yankees');
    expect(said('yankees', 'New York Yankees', 'sports-team')).toBe('the New York Yankees');
    expect(said('Arsenal', 'Arsenal', 'sports-team')).toBe('Arsenal');
    expect(said('gym', 'fitness')).toBe('the gym');
    expect(said('harry potter', 'Harry Potter', 'film-franchise')).toBe('Harry Potter');
    expect(said('dnd', 'D&D')).toBe('D&D');
    expect(said('gardening esp roses', 'roses')).toBe('roses');
    expect(said('new garden', 'gardening')).toBe('gardening');
    // A place of theirs cannot stand before a noun ("a garden fan"); the catalog's word can.
    expect(said('his garden', 'gardening')).toBe('gardening');
    expect(said('her allotment', 'allotment gardening')).toBe('allotment gardening');
    expect(said('baking sourdough', 'sourdough')).toBe('sourdough');
    // Every sentence takes the name or the noun as one says it: "enjoys the outdoors", "is into the Expanse", "loves
    // Frozen" (not "Disney's Frozen"), "the theatre" for a visitor who wrote it so.
    expect(said('being outdoors', 'outdoors')).toBe('the outdoors');
    expect(said('Expanse', 'The Expanse TV series', 'tv-show')).toBe('the Expanse');
    expect(said('loves Frozen', "Disney's Frozen", 'film-franchise')).toBe('Frozen');
    expect(said('goes to the theatre a lot', 'theater')).toBe('the theatre');
    // A couple's love, said without its subject: "they love hosting", "love vinyl"; a show's name keeps its "Love".
    expect(said('love hosting', 'dinner parties')).toBe('hosting');
    expect(said('love vinyl', 'vinyl records')).toBe('vinyl');
    expect(said('Love Island', 'Love Island', 'tv-show')).toBe('Love Island');
    expect(said('theater', 'theater')).toBe('the theater');
  });

  it('speaks of a hobby of the past in the past: "used to love woodworking"', () => {
    expect(doesWhat('always listening to podcasts', 'podcasts')).toBe('is always listening to podcasts');
    expect(doesWhat('always in the kitchen trying new recipes from Ottolenghi', 'Ottolenghi')).toBe('is always in the kitchen trying new recipes from Ottolenghi');
    expect(doesWhat('always out in the garden', 'gardening')).toBe('is always out in the garden');
    expect(doesWhat('woodworking back in the day', 'woodworking')).toBe('used to love woodworking');
  });
});
