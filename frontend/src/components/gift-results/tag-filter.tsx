import { Tag, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/** Lowercased unique tags across suggestions (spec §3). */
export function collectTags(suggestions: { tags: string[] }[]) {
  return [...new Set(suggestions.flatMap((suggestion) => suggestion.tags.map((tag) => tag.toLowerCase())))];
}

/** No tags selected: everything; otherwise suggestions with any selected tag, case-insensitively (spec §5). */
export function matchesTags(suggestion: { tags: string[] }, selected: string[]) {
  if (!selected.length) return true;
  return suggestion.tags.some((tag) => selected.includes(tag.toLowerCase()));
}

interface TagFilterProps {
  tags: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** How many tags show before "More tags": a row or two, not a wall of chips above the first idea. */
const SHOWN_TAGS = 8;

export function TagFilter({ tags, selected, onChange }: TagFilterProps) {
  const [all, setAll] = useState(false);
  if (!tags.length) return null;
  // A chosen tag stays in sight when the list folds.
  const shown = all ? tags : tags.filter((tag, index) => index < SHOWN_TAGS || selected.includes(tag));
  const hidden = tags.length - shown.length;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filter by tag">
      <span className="mr-1 inline-flex items-center gap-1 text-sm font-medium text-stone-600">
        <Tag aria-hidden className="size-4" /> Filter:
      </span>
      {shown.map((tag) => {
        const active = selected.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? selected.filter((item) => item !== tag) : [...selected, tag])}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium transition',
              active ? 'border-rose-600 bg-rose-600 text-white' : 'border-stone-200 bg-white text-stone-700 hover:border-rose-300 hover:text-rose-700',
            )}
          >
            {tag}
          </button>
        );
      })}
      {(hidden > 0 || all) && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="rounded-full px-2 py-1 text-sm font-semibold text-rose-700 underline-offset-2 hover:underline"
        >
          {all ? 'Fewer tags' : `More tags (${hidden})`}
        </button>
      )}
      {selected.length > 0 && (
        <button
          type="button"
          onClick={() => onChange([])}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-stone-500 hover:text-rose-700"
        >
          <X aria-hidden className="size-3.5" /> Clear
        </button>
      )}
    </div>
  );
}
