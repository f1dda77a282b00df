import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { occasionLabel, relationshipLabel } from '@/components/gift-wizard/wizard-values';

interface ResultsHeaderProps {
  recipientInfo: RecipientInfoInput;
  name: string;
  response: GiftResponse;
  streaming: boolean;
  /** The results toolbar. */
  children: ReactNode;
}

/** Whom the ideas are for, the summary of why, and what can be done with them. */
export function ResultsHeader({ recipientInfo, name, response, streaming, children }: ResultsHeaderProps) {
  const count = response.suggestions.length;
  const details = [
    relationshipLabel(String(recipientInfo.relationship ?? '')),
    occasionLabel(String(recipientInfo.occasion ?? '')),
  ].filter(Boolean);

  return (
    <header className="space-y-4">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-rose-700 shadow-sm ring-1 ring-rose-100">
        <Sparkles aria-hidden className="size-3.5" />
        {name ? `For ${name}` : 'Your gift ideas'}
        {details.length > 0 && <span className="font-normal text-stone-500">· {details.join(' · ')}</span>}
      </p>
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">Personalized Gift Suggestions</h1>
      {/* Ideas arrive one by one; a screen reader hears once that they are all in. */}
      <p role="status" className="sr-only">
        {!streaming && count > 0 && `${count} gift ${count === 1 ? 'idea' : 'ideas'} ready${name ? ` for ${name}` : ''}.`}
      </p>
      {response.summary && <p className="max-w-3xl text-lg leading-relaxed text-stone-600">{response.summary}</p>}
      {children}
    </header>
  );
}
