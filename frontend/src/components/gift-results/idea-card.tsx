import type { FeedbackRequest, GiftSuggestion } from '@presently/proto';
import { PenLine, Share2 } from 'lucide-react';
import type { FeedbackType } from '@/api/gifts';
import { Button } from '@/components/ui/button';
import { FeedbackControl } from './feedback-control';
import { GiftCard } from './gift-card';
import type { FeedbackChoice } from './unsaved-feedback';

interface IdeaCardProps {
  suggestion: GiftSuggestion;
  index: number;
  recipientName: string;
  streaming: boolean;
  /** The card message generator is open for this idea. */
  highlighted: boolean;
  signedIn: boolean;
  /** The saved gift set, once the ideas are saved. */
  giftId?: number;
  unsavedChoice?: FeedbackType;
  onUnsavedChoice: (choice: FeedbackChoice) => void;
  refinementDetails?: FeedbackRequest['refinementDetails'];
  onWriteCard: () => void;
  onShare: () => void;
}

/** One idea on the results page: the gift, Write Card and Share, and what the user thought of it. */
export function IdeaCard({ suggestion, index, recipientName, streaming, highlighted, signedIn, giftId, unsavedChoice, onUnsavedChoice, refinementDetails, onWriteCard, onShare }: IdeaCardProps) {
  return (
    <GiftCard
      suggestion={suggestion}
      recipientName={recipientName}
      highlighted={highlighted}
      actions={
        <>
          <Button variant="soft" size="sm" onClick={onWriteCard}>
            <PenLine aria-hidden className="size-4" />
            Write Card
          </Button>
          <Button variant="secondary" size="sm" onClick={onShare} disabled={streaming}>
            <Share2 aria-hidden className="size-4" />
            Share
          </Button>
        </>
      }
      footer={
        <FeedbackControl
          suggestion={suggestion}
          suggestionIndex={index}
          giftId={giftId}
          signedIn={signedIn}
          unsavedChoice={unsavedChoice}
          onUnsavedChoice={onUnsavedChoice}
          refinementDetails={refinementDetails}
        />
      }
    />
  );
}
