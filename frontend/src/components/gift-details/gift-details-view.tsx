import type { GiftResponse, SavedIdeas } from '@presently/proto';
import { ArrowLeft, CalendarDays, Crown, PenLine, SearchX, Share2, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isStatus } from '@/api/client';
import { CardMessagePanel } from '@/components/card-message/card-message-panel';
import { FeedbackControl } from '@/components/gift-results/feedback-control';
import { GiftCard } from '@/components/gift-results/gift-card';
import { InsightBlock } from '@/components/gift-results/insight-block';
import { RefineDialog } from '@/components/gift-results/refine-dialog';
import { ShareDialog } from '@/components/gift-results/share-dialog';
import { budgetLabel, occasionLabel, relationshipLabel } from '@/components/gift-wizard/wizard-values';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGift } from '@/hooks/use-gift';
import { toast } from '@/hooks/use-toast';
import { SUBSCRIPTION_PATH } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { hasCredit, isPremiumUser } from '@/lib/premium';

const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

export function GiftDetailsView({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const gift = useGift(id);
  const [refined, setRefined] = useState<GiftResponse | null>(null);
  const [cardIndex, setCardIndex] = useState<number | null>(null);
  const [shareIndex, setShareIndex] = useState<number | null>(null);
  const [refineOpen, setRefineOpen] = useState(false);
  const premium = isPremiumUser(user);
  const name = gift.data?.recipientInfo?.name?.trim();

  useDocumentTitle(name ? `Gifts for ${name}` : 'Gift Details');

  if (gift.isLoading) return <PageSpinner label="Loading gift details" />;

  if (!gift.data || gift.isError || !Number.isInteger(id)) {
    const notFound = !gift.isError || isStatus(gift.error, 404) || isStatus(gift.error, 403);
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-3xl bg-rose-50 text-rose-500">
          <SearchX aria-hidden className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold text-stone-900">Gift Not Found</h1>
        <p className="mt-3 text-stone-600">
          {notFound
            ? "Gift Not Found: The requested gift suggestion could not be found or you don't have permission to view it."
            : 'We could not load this gift right now. Please try again later.'}
        </p>
        <Link to="/profile?tab=gift-history" className={buttonVariants({ className: 'mt-8' })}>
          <ArrowLeft aria-hidden className="size-4" /> Back to Profile
        </Link>
      </div>
    );
  }

  const saved = gift.data;
  const info = saved.recipientInfo;
  const response: SavedIdeas | undefined = refined ?? saved.suggestions;
  const suggestions = response?.suggestions ?? [];
  const cardBlocked = hasCredit(user, 'card')
    ? undefined
    : {
        message: "You've used all your free card messages this month",
        action: (
          <Link to={SUBSCRIPTION_PATH} className={buttonVariants({ variant: 'premium', size: 'sm' })}>
            Upgrade to Premium
          </Link>
        ),
      };

  const openRefine = () => {
    if (premium) {
      setRefineOpen(true);
      return;
    }
    toast({
      title: 'Premium Feature',
      description: 'Refinement suggestions are available exclusively to premium subscribers.',
      variant: 'warning',
      action: { label: 'Upgrade', onClick: () => navigate(SUBSCRIPTION_PATH) },
    });
  };

  const facts = [
    ['Relationship', info.relationship ? relationshipLabel(info.relationship) : '—'],
    ['Occasion', info.occasion ? occasionLabel(info.occasion) : '—'],
    ['Budget', budgetLabel(info.budget)],
  ];
  const about = [
    ['Interests', asText(info.interests)],
    ['Personality', asText(info.personality)],
    ['Past gifts', asText(info.pastGifts)],
  ].filter(([, value]) => value);

  return (
    <div className="bg-gradient-to-b from-rose-50/70 to-stone-50">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <Link to="/profile?tab=gift-history" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden className="size-4" /> Back to Gift History
        </Link>

        <header className="rounded-[2rem] border border-rose-100 bg-white p-6 shadow-soft sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="font-display text-3xl font-semibold text-stone-900">Gifts for {name || 'someone special'}</h1>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-500">
                <CalendarDays aria-hidden className="size-4" /> Saved {formatDate(saved.createdAt)}
              </p>
            </div>
            <Button variant="secondary" onClick={openRefine}>
              {premium ? <SlidersHorizontal aria-hidden className="size-4" /> : <Crown aria-hidden className="size-4 text-amber-500" />}
              Refine
            </Button>
          </div>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
            {facts.map(([term, detail]) => (
              <div key={term} className="rounded-2xl bg-stone-50 px-4 py-3">
                <dt className="text-stone-500">{term}</dt>
                <dd className="mt-0.5 font-semibold text-stone-900">{detail}</dd>
              </div>
            ))}
          </dl>
          {about.length > 0 && (
            <dl className="mt-5 space-y-3 text-sm">
              {about.map(([term, detail]) => (
                <div key={term}>
                  <dt className="font-medium text-stone-700">{term}</dt>
                  <dd className="mt-0.5 text-stone-600">{detail}</dd>
                </div>
              ))}
            </dl>
          )}
        </header>

        {refined && (
          <Alert variant="info" title="Showing refined suggestions">
            These refined ideas are not saved yet.{' '}
            <button type="button" className="font-semibold underline underline-offset-2" onClick={() => setRefined(null)}>
              Show the saved ideas
            </button>
          </Alert>
        )}

        <div className="grid gap-6 md:grid-cols-2">
          {suggestions.map((suggestion, index) => {
            // The card written for this idea before it was saved (kept with the set, never on its public link).
            const keptCard = suggestion.cardMessage;
            return (
              <div key={`${suggestion.title}-${index}`} className="space-y-3">
                <GiftCard
                  suggestion={suggestion}
                  recipientName={name}
                  expanded
                  highlighted={cardIndex === index}
                  actions={
                    <>
                      <Button variant="soft" size="sm" onClick={() => setCardIndex(cardIndex === index ? null : index)} aria-expanded={cardIndex === index}>
                        {cardIndex === index ? <X aria-hidden className="size-4" /> : <PenLine aria-hidden className="size-4" />}
                        {cardIndex === index ? 'Hide card' : keptCard ? 'Show card' : 'Write card'}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setShareIndex(index)}>
                        <Share2 aria-hidden className="size-4" /> Share
                      </Button>
                    </>
                  }
                  footer={refined ? undefined : <FeedbackControl suggestion={suggestion} suggestionIndex={index} giftId={saved.id} signedIn={!!user} />}
                />
                {cardIndex === index && (
                  <div className="rounded-3xl border border-rose-200 bg-white p-5 shadow-soft">
                    <CardMessagePanel
                      recipientInfo={info}
                      giftTitle={suggestion.title}
                      blocked={cardBlocked}
                      initialMessage={keptCard}
                      idPrefix={`details-card-${index}`}
                    />
                  </div>
                )}
              </div>
            );
          })}
        </div>

        <InsightBlock insight={response?.insight} cardMessagePrompt={response?.cardMessagePrompt} />
      </div>

      {shareIndex !== null && (
        <ShareDialog
          open
          onOpenChange={(open) => !open && setShareIndex(null)}
          giftSuggestion={response}
          recipientInfo={info}
          selectedIndex={shareIndex}
          shareId={refined ? undefined : saved.shareId}
        />
      )}
      {refineOpen && (
        <RefineDialog
          open
          onOpenChange={setRefineOpen}
          response={response}
          recipientInfo={info}
          onRefined={(next) => {
            setRefined(next);
            setCardIndex(null);
          }}
        />
      )}
    </div>
  );
}
