import { Tag, X } from 'lucide-react';
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

export function TagFilter({ tags, selected, onChange }: TagFilterProps) {
  if (!tags.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filter by tag">
      <span className="mr-1 inline-flex items-center gap-1 text-sm font-medium text-stone-600">
        <Tag aria-hidden className="size-4" /> Filter:
      </span>
      {tags.map((tag) => {
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
