import type { GiftSuggestion, RecipientInfoInput } from '@presently/proto';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { CardMessagePanel } from '@/components/card-message/card-message-panel';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { WrittenCards } from './written-cards';

interface GuestCardMessageProps {
  recipientInfo: RecipientInfoInput;
  suggestions: GiftSuggestion[];
  writtenCards: WrittenCards;
  onMessage: (suggestionIndex: number) => (message: string) => void;
}

/** The one free card message a guest may write, for the idea they choose. */
export function GuestCardMessage({ recipientInfo, suggestions, writtenCards, onMessage }: GuestCardMessageProps) {
  const [index, setIndex] = useState<number | null>(null);
  if (index === null) {
    return (
      <Button variant="soft" onClick={() => setIndex(0)}>
        <PenLine aria-hidden className="size-4" />
        Write a free card message
      </Button>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="guest-card-gift" className="text-sm font-medium text-stone-800">
          Card message for
        </label>
        <Select
          id="guest-card-gift"
          value={String(index)}
          onValueChange={(value) => setIndex(Number(value))}
          options={suggestions.map((suggestion, option) => ({ value: String(option), label: suggestion.title }))}
        />
      </div>
      <CardMessagePanel
        key={index}
        recipientInfo={recipientInfo}
        giftTitle={suggestions[index]?.title ?? ''}
        initialMessage={writtenCards.get(index)}
        onMessage={onMessage(index)}
        idPrefix="guest-card"
      />
    </div>
  );
}
