import { Facebook, Gift, Home, Link2, Linkedin, SearchX, Sparkles, Twitter } from 'lucide-react';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { GiftCard } from '@/components/gift-results/gift-card';
import { InsightBlock } from '@/components/gift-results/insight-block';
import { occasionLabel, relationshipLabel } from '@/components/gift-wizard/wizard-values';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSharedGift } from '@/hooks/use-shared-gift';
import { toast } from '@/hooks/use-toast';
import { PRODUCT_NAME } from '@/lib/constants';
import { copyText, openSharePopup, sharedSuggestionIndex, shareNetworkUrl } from '@/lib/share';

interface SharedGiftViewProps {
  shareId: string | undefined;
  /** The idea the link names (a saved set's link); the share's stored index otherwise. */
  linkedIndex: string | null;
}

export function SharedGiftView({ shareId, linkedIndex }: SharedGiftViewProps) {
  const { data, isPending, error } = useSharedGift(shareId);
  const suggestions = data?.giftSuggestion?.suggestions ?? [];
  const suggestion = suggestions[sharedSuggestionIndex(data?.selectedIndex ?? 0, linkedIndex, suggestions.length)];

  useDocumentTitle(suggestion ? `Gift Idea: ${suggestion.title}` : 'Shared Gift Suggestion');

  if (shareId && isPending) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center" aria-live="polite">
        <Spinner className="size-9" />
        <h1 className="font-display text-2xl font-semibold text-stone-900">Loading Shared Gift Suggestion</h1>
      </div>
    );
  }

  if (error || !data || !suggestion) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-3xl bg-rose-50 text-rose-500">
          <SearchX aria-hidden className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold text-stone-900">Gift Not Found</h1>
        <p className="mt-3 text-stone-600">We couldn't find the shared gift you're looking for. It may have expired or been removed.</p>
        {error && <p className="mt-2 text-sm text-stone-500">{userMessage(error, 'This shared gift link is no longer valid or has expired.')}</p>}
        <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
          <Home aria-hidden className="size-4" />
          Return to Home
        </Link>
      </div>
    );
  }

  const url = window.location.href;
  const title = `Gift Idea: ${suggestion.title}`;
  const info = data.recipientInfo;
  const context = [info?.relationship && relationshipLabel(info.relationship), info?.occasion && occasionLabel(info.occasion)].filter(Boolean);

  const copy = async () => {
    try {
      await copyText(url);
      toast({ title: 'Share link copied', description: 'Paste it anywhere to share this gift idea.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };

  return (
    <div className="bg-gradient-to-b from-rose-50 via-amber-50/40 to-stone-50">
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
        <header className="text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-rose-500 to-amber-400 text-white shadow-lg shadow-rose-500/30">
            <Gift aria-hidden className="size-7" />
          </span>
          <h1 className="mt-5 font-display text-3xl font-semibold text-stone-900 sm:text-4xl">Someone shared a gift idea with you</h1>
          {context.length > 0 && <p className="mt-2 text-stone-600">A gift idea for a {context.join(' · ').toLowerCase()}</p>}
        </header>

        <section aria-labelledby="shared-idea-title">
          {/* The card's title is a third-level heading, as on the results; this one keeps the outline whole. */}
          <h2 id="shared-idea-title" className="sr-only">
            The gift idea
          </h2>
          <GiftCard suggestion={suggestion} recipientName={info?.name} expanded highlighted />
        </section>

        <InsightBlock insight={data.giftSuggestion.insight} cardMessagePrompt={data.giftSuggestion.cardMessagePrompt} />

        <section className="rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-soft" aria-labelledby="share-again-title">
          <h2 id="share-again-title" className="font-semibold text-stone-900">
            Pass it on
          </h2>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => openSharePopup(shareNetworkUrl('facebook', url, title))}>
              <Facebook aria-hidden className="size-4" /> Facebook
            </Button>
            <Button variant="secondary" size="sm" onClick={() => openSharePopup(shareNetworkUrl('twitter', url, title))}>
              <Twitter aria-hidden className="size-4" /> Twitter
            </Button>
            <Button variant="secondary" size="sm" onClick={() => openSharePopup(shareNetworkUrl('linkedin', url, title))}>
              <Linkedin aria-hidden className="size-4" /> LinkedIn
            </Button>
            <Button variant="secondary" size="sm" onClick={copy}>
              <Link2 aria-hidden className="size-4" /> Copy link
            </Button>
          </div>
        </section>

        <section className="rounded-[2rem] bg-gradient-to-br from-rose-700 to-amber-700 p-8 text-center text-white shadow-lift">
          <h2 className="font-display text-2xl font-semibold">Find the perfect gift for someone you love</h2>
          <p className="mt-2 text-rose-50">{PRODUCT_NAME} suggests personal gift ideas in seconds. Free to try.</p>
          <Link to="/" className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-6 border-transparent text-rose-700' })}>
            <Sparkles aria-hidden className="size-5" />
            Get Started
          </Link>
        </section>
      </div>
    </div>
  );
}
