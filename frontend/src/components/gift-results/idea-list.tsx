import type { GiftSuggestion } from '@presently/proto';
import { PackageOpen } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { TagFilter, collectTags, matchesTags } from './tag-filter';

interface IdeaListProps {
  suggestions: GiftSuggestion[];
  streaming: boolean;
  onTryAgain: () => void;
  /** The card of one idea, by its index among all ideas (filtering keeps it). */
  renderIdea: (suggestion: GiftSuggestion, index: number) => ReactNode;
}

/** The ideas, filtered by their tags, as they stream in; or what to do when there are none. */
export function IdeaList({ suggestions, streaming, onTryAgain, renderIdea }: IdeaListProps) {
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const tags = useMemo(() => collectTags(suggestions), [suggestions]);
  const visible = suggestions.map((suggestion, index) => ({ suggestion, index })).filter(({ suggestion }) => matchesTags(suggestion, selectedTags));

  if (!streaming && suggestions.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen aria-hidden className="size-7" />}
        title="No Gift Suggestions Available"
        description="We couldn't process the gift suggestions at this time."
        action={<Button onClick={onTryAgain}>Try Again</Button>}
      />
    );
  }
  return (
    <>
      <TagFilter tags={tags} selected={selectedTags} onChange={setSelectedTags} />
      {visible.length === 0 && suggestions.length > 0 ? (
        <EmptyState
          icon={<PackageOpen aria-hidden className="size-7" />}
          title="No gift suggestions available"
          description="None of the ideas has the selected tags."
          action={
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setSelectedTags([])}>
                Clear filters
              </Button>
              <Button onClick={onTryAgain}>Try Again</Button>
            </div>
          }
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">{visible.map(({ suggestion, index }) => renderIdea(suggestion, index))}</div>
      )}
      {streaming && (
        <p className="flex items-center justify-center gap-3 rounded-3xl border border-dashed border-rose-200 bg-white/70 p-6 text-sm font-medium text-rose-700" aria-live="polite">
          <Spinner />
          {suggestions.length ? 'Finding more ideas...' : 'Finding the perfect gifts...'}
        </p>
      )}
    </>
  );
}
