import type { RecipientInfoInput } from '@presently/proto';
import { Check, Copy, PenLine, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useGenerateCardMessage } from '@/hooks/use-generate-card-message';
import { toast } from '@/hooks/use-toast';
import { COPY_CONFIRMATION_MS } from '@/lib/constants';
import { copyText } from '@/lib/share';

interface CardMessagePanelProps {
  recipientInfo: RecipientInfoInput;
  giftTitle: string;
  /** Why generation is not possible right now (e.g. no card credits left), with an optional way forward. */
  blocked?: { message: string; action?: ReactNode };
  /** A message written before (kept with a saved set), shown ready to edit. */
  initialMessage?: string;
  /** Every new or edited message, so the page can keep it with the ideas. */
  onMessage?: (message: string) => void;
  idPrefix?: string;
}

/** Card message states (spec §4): not generated, generating, generated (editable, copy, regenerate). */
export function CardMessagePanel({ recipientInfo, giftTitle, blocked, initialMessage, onMessage, idPrefix = 'card' }: CardMessagePanelProps) {
  const [message, setMessage] = useState<string | null>(initialMessage ?? null);
  const [copied, setCopied] = useState(false);
  const generation = useGenerateCardMessage({
    onSuccess: ({ cardMessage }) => {
      setMessage(cardMessage);
      onMessage?.(cardMessage);
    },
    onError: (error) => {
      toast({
        title: 'Error generating card message',
        description: userMessage(error, 'Failed to generate a personal card message'),
        variant: 'destructive',
      });
    },
  });

  // While a message is written the panel's buttons give way to a spinner. When it settles, keyboard focus goes to the
  // message (or back to Generate Message after an error) instead of being left on the page's body.
  const pending = generation.isPending;
  const wasPending = useRef(false);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (wasPending.current && !pending) (messageField.current ?? generateButton.current)?.focus();
    wasPending.current = pending;
  }, [pending]);

  const generate = () => {
    if (blocked) return;
    toast({ title: 'Card Message Generator', description: `Creating a card message for "${giftTitle}"` });
    generation.mutate({ recipientInfo, giftTitle });
  };

  const copy = async () => {
    if (!message) return;
    try {
      await copyText(message);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast({ title: 'Could not copy the message', description: 'Please select the text and copy it manually.', variant: 'destructive' });
    }
  };

  if (blocked && message === null) {
    return (
      <Alert variant="warning" title="Card message unavailable">
        <p>{blocked.message}</p>
        {blocked.action && <div className="mt-3">{blocked.action}</div>}
      </Alert>
    );
  }

  if (pending) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-rose-100 bg-rose-50/60 p-5 text-sm text-rose-800" aria-live="polite">
        <Spinner />
        Writing a heartfelt message for “{giftTitle}”...
      </div>
    );
  }

  if (message === null) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-rose-200 bg-rose-50/40 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">Get a personal message to write in the card that goes with “{giftTitle}”.</p>
        <Button ref={generateButton} onClick={generate}>
          <PenLine aria-hidden className="size-4" />
          Generate Message
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={`${idPrefix}-message`}>Your card message (edit it as you like)</Label>
      <Textarea
        ref={messageField}
        id={`${idPrefix}-message`}
        rows={6}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          onMessage?.(event.target.value);
        }}
        className="font-display text-base leading-relaxed"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          {copied ? <Check aria-hidden className="size-4 text-emerald-600" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button variant="soft" onClick={generate} disabled={!!blocked}>
          <RefreshCw aria-hidden className="size-4" />
          Regenerate
        </Button>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-stone-500">
        <Sparkles aria-hidden className="size-3.5" /> Tip: add a memory only the two of you share.
      </p>
    </div>
  );
}
