import { Plus, Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { hasTag, toggleTag } from './wizard-values';

interface QuickTagsProps {
  label: string;
  tags: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** One-tap tags that add to or remove from a comma-separated text field. */
export function QuickTags({ label, tags, value, onChange }: QuickTagsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const active = hasTag(value, tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(toggleTag(value, tag))}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium transition',
              active
                ? 'border-rose-600 bg-rose-600 text-white shadow-sm shadow-rose-600/25'
                : 'border-stone-200 bg-white text-stone-700 hover:border-rose-300 hover:bg-rose-50 hover:text-rose-700',
            )}
          >
            {active ? <Check aria-hidden className="size-3.5" /> : <Plus aria-hidden className="size-3.5" />}
            {tag}
          </button>
        );
      })}
    </div>
  );
}
