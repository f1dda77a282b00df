import { Check, LoaderCircle, PenLine, RotateCcw, Save, Scale, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ResultsActionsProps {
  /** How many ideas there are so far. */
  count: number;
  streaming: boolean;
  premium: boolean;
  saved: boolean;
  saving: boolean;
  onSave: () => void;
  onCompare: () => void;
  onRefine: () => void;
  onEditRequest: () => void;
  onTryAgain: () => void;
}

/** Save, compare and refine (premium) once all ideas are in; edit the request or try again at any time. */
export function ResultsActions({ count, streaming, premium, saved, saving, onSave, onCompare, onRefine, onEditRequest, onTryAgain }: ResultsActionsProps) {
  const done = count > 0 && !streaming;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {done && (
        <Button onClick={onSave} disabled={saved || saving}>
          {saved ? <Check aria-hidden className="size-4" /> : saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
          {saved ? 'Saved' : saving ? 'Saving...' : 'Save Ideas'}
        </Button>
      )}
      {premium && count >= 2 && !streaming && (
        <Button variant="secondary" onClick={onCompare}>
          <Scale aria-hidden className="size-4" />
          Compare Top Gifts
        </Button>
      )}
      {premium && done ? (
        <Button variant="secondary" onClick={onRefine}>
          <SlidersHorizontal aria-hidden className="size-4" />
          Refine Your Request
        </Button>
      ) : (
        <Button variant="secondary" onClick={onEditRequest} disabled={streaming}>
          <PenLine aria-hidden className="size-4" />
          Edit Request
        </Button>
      )}
      <Button variant="ghost" onClick={onTryAgain}>
        <RotateCcw aria-hidden className="size-4" />
        Try Again
      </Button>
    </div>
  );
}
