/**
 * The games consoles and computers a player plays on, read alike from what the visitor wrote ("300 hours on his PS5")
 * and from an idea's own words ("Xbox Game Pass Ultimate"): a game or a subscription made for one is no gift for a
 * player on another. `online` is play on a website or in an app ("plays on chess.com every night", "Words with Friends
 * on her phone"): whoever plays there is at home online, whatever their age.
 */
export type Platform = 'playstation' | 'xbox' | 'nintendo' | 'pc' | 'online';

/** Sites and apps people play on, by address or by name. */
const PLAYED_ONLINE =
  /\b([a-z0-9-]+\.(com|org|net|io|gg)|lichess|bbo|bridge base|funbridge|pogo|words with friends|wordfeud|wordscapes|candy crush|roblox|geoguessr|((plays?|playing|games?)( [\w']+){0,3} online|online (chess|bridge|poker|scrabble|backgammon|games?|gaming|multiplayer))|(plays?|playing)( [\w']+){0,3} (on|in) (an|the|her|his|their) (app|phone|ipad|tablet))\b/i;

const PLATFORM_WORDS: [RegExp, Platform][] = [
  [/\b(ps ?[345]|ps vita|psvr ?2?|playstation)\b/i, 'playstation'],
  [/\b(xbox|game pass)\b/i, 'xbox'],
  [/\b(nintendo|switch (2|lite|oled)|(on|plays|playing|his|her|their) switch\b(?! off| on| careers| jobs))/i, 'nintendo'],
  [/\b(gaming pc|pc gam(e|er|ing)|(on|plays on) (his|her|their|the|a) pc|steam deck|on steam|steam gift card)\b/i, 'pc'],
  [PLAYED_ONLINE, 'online'],
];

export function platformsIn(text: string): Set<Platform> {
  return new Set(PLATFORM_WORDS.filter(([pattern]) => pattern.test(text)).map(([, platform]) => platform));
}

/** The consoles and computers alone: a site or an app plays on any of them. */
const machines = (platforms: ReadonlySet<Platform>) => [...platforms].filter((platform) => platform !== 'online');

/** Whether something is made for a console or a computer of its own (a Switch game), not for any screen. */
export const needsMachine = (made: ReadonlySet<Platform>) => made.size > 0 && machines(made).length > 0;

/** Whether an idea made for `made` platforms can be played on one of `theirs`; either unsaid, it can. */
export function playableOn(made: ReadonlySet<Platform>, theirs: ReadonlySet<Platform>): boolean {
  // Most ideas and most people name none: asked of every idea a request reaches, that answer comes first.
  if (made.size === 0 || theirs.size === 0) return true;
  const [needs, has] = [machines(made), machines(theirs)];
  return needs.length === 0 || has.length === 0 || needs.some((platform) => has.includes(platform));
}
