import type { GiftCategory } from '@presently/proto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One gift type of the curated catalog (data/<category>.json). */
export interface CatalogGift {
  id: string;
  title: string;
  description: string;
  category: GiftCategory;
  priceMin: number;
  priceMax: number;
  tags: string[];
  interests: string[];
  traits: string[];
  relationships: string[];
  occasions: string[];
  ages: [number, number];
  genders: string[];
  exclusions: string[];
  image: string;
  inspiration?: string;
}

/** Canonical interests and traits with the words people use for them, and each interest's neighbours. */
export interface Vocabulary {
  interests: Record<string, string[]>;
  traits: Record<string, string[]>;
  related: Record<string, string[]>;
}

export interface Catalog {
  gifts: CatalogGift[];
  vocabulary: Vocabulary;
}

/** Reads the catalog shipped beside this file, once. */
export function loadCatalog(dir = __dirname): Catalog {
  const dataDir = join(dir, 'data');
  const gifts = readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as CatalogGift[]);
  const vocabulary = JSON.parse(readFileSync(join(dir, 'vocabulary.json'), 'utf8')) as Vocabulary;
  return { gifts, vocabulary };
}
