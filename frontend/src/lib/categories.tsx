import { Gift, Package, Palette, Ticket, Wrench, type LucideIcon } from 'lucide-react';
import { giftCategories, type GiftCategory } from '@presently/proto';

export interface CategoryStyle {
  label: string;
  /** Badge: background, text and ring. */
  badge: string;
  /** A solid accent used for bars and dots. */
  accent: string;
  icon: LucideIcon;
}

// Experience, physical, creative and practical have their own icon (spec §2); the rest share the gift icon.
const styles: Record<GiftCategory, CategoryStyle> = {
  experience: { label: 'Experience', badge: 'bg-violet-50 text-violet-700 ring-violet-200', accent: 'bg-violet-500', icon: Ticket },
  physical: { label: 'Physical', badge: 'bg-sky-50 text-sky-700 ring-sky-200', accent: 'bg-sky-500', icon: Package },
  creative: { label: 'Creative', badge: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-200', accent: 'bg-fuchsia-500', icon: Palette },
  practical: { label: 'Practical', badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200', accent: 'bg-emerald-500', icon: Wrench },
  tech: { label: 'Tech', badge: 'bg-indigo-50 text-indigo-700 ring-indigo-200', accent: 'bg-indigo-500', icon: Gift },
  fashion: { label: 'Fashion', badge: 'bg-pink-50 text-pink-700 ring-pink-200', accent: 'bg-pink-500', icon: Gift },
  home: { label: 'Home', badge: 'bg-amber-50 text-amber-800 ring-amber-200', accent: 'bg-amber-500', icon: Gift },
  food: { label: 'Food', badge: 'bg-orange-50 text-orange-700 ring-orange-200', accent: 'bg-orange-500', icon: Gift },
  books: { label: 'Books', badge: 'bg-teal-50 text-teal-700 ring-teal-200', accent: 'bg-teal-500', icon: Gift },
};

const fallback: CategoryStyle = {
  label: 'Gift',
  badge: 'bg-stone-100 text-stone-700 ring-stone-200',
  accent: 'bg-stone-400',
  icon: Gift,
};

export function categoryStyle(category: string | null | undefined): CategoryStyle {
  const key = (category ?? '').toLowerCase();
  return (giftCategories as readonly string[]).includes(key) ? styles[key as GiftCategory] : { ...fallback, label: category || fallback.label };
}
