/**
 * The games consoles and computers a player plays on, read alike from what the visitor wrote ("300 hours on his PS5")
 * and from an idea's own words ("Xbox Game Pass Ultimate"): a game or a subscription made for one is no gift for a
 * player on another.
 */
export type Platform = 'playstation' | 'xbox' | 'nintendo' | 'pc';

const PLATFORM_WORDS: [RegExp, Platform][] = [
  [/\b(ps ?[345]|ps vita|psvr ?2?|playstation)\b/i, 'playstation'],
  [/\b(xbox|game pass)\b/i, 'xbox'],
  [/\b(nintendo|switch (2|lite|oled)|(on|plays|playing|his|her|their) switch\b(?! off| on| careers| jobs))/i, 'nintendo'],
  [/\b(gaming pc|pc gam(e|er|ing)|(on|plays on) (his|her|their|the|a) pc|steam deck|on steam|steam gift card)\b/i, 'pc'],
];

export function platformsIn(text: string): Set<Platform> {
  return new Set(PLATFORM_WORDS.filter(([pattern]) => pattern.test(text)).map(([, platform]) => platform));
}

/** Whether an idea made for `made` platforms can be played on one of `theirs`; either unsaid, it can. */
export const playableOn = (made: ReadonlySet<Platform>, theirs: ReadonlySet<Platform>) =>
  made.size === 0 || theirs.size === 0 || [...made].some((platform) => theirs.has(platform));
