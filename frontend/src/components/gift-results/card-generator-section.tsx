import type { RecipientInfoInput } from '@presently/proto';
import { X } from 'lucide-react';
import { CardMessagePanel } from '@/components/card-message/card-message-panel';
import { Button } from '@/components/ui/button';

interface CardGeneratorSectionProps {
  recipientInfo: RecipientInfoInput;
  gift: { index: number; title: string };
  /** The card already written for this idea, if any. */
  initialMessage?: string;
  onMessage: (message: string) => void;
  onHide: () => void;
}

/** Premium's card message generator for the idea whose Write Card was pressed. */
export function CardGeneratorSection({ recipientInfo, gift, initialMessage, onMessage, onHide }: CardGeneratorSectionProps) {
  return (
    <section id="card-generator-section" className="rounded-3xl border border-rose-200 bg-white p-6 shadow-soft sm:p-8" aria-labelledby="card-generator-title">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="card-generator-title" className="font-display text-2xl font-semibold text-stone-900">
            Card Message Generator
          </h2>
          <p className="mt-1 text-sm text-stone-600">A personal message to go with “{gift.title}”.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onHide}>
          <X aria-hidden className="size-4" />
          Hide Card Generator
        </Button>
      </div>
      <CardMessagePanel
        key={gift.index}
        recipientInfo={recipientInfo}
        giftTitle={gift.title}
        initialMessage={initialMessage}
        onMessage={onMessage}
        idPrefix="results-card"
      />
    </section>
  );
}
