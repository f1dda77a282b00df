import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { Check, LoaderCircle, PackageOpen, PenLine, RotateCcw, Save, Scale, Share2, SlidersHorizontal, Sparkles, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/client';
import type { SavedGift } from '@/api/gifts';
import { CardMessagePanel } from '@/components/card-message/card-message-panel';
import { occasionLabel, relationshipLabel } from '@/components/gift-wizard/wizard-values';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSaveGifts } from '@/hooks/use-save-gifts';
import { useSubmitFeedback } from '@/hooks/use-submit-feedback';
import { toast } from '@/hooks/use-toast';
import { SCROLL_DELAY_MS, SUBSCRIPTION_PATH } from '@/lib/constants';
import { isPremiumForResults } from '@/lib/premium';
import { scrollToId } from '@/lib/scroll';
import { CompareDialog } from './compare-dialog';
import { FeedbackControl } from './feedback-control';
import { GiftCard } from './gift-card';
import { InsightBlock } from './insight-block';
import { useKeepForGuest } from './keep-for-guest';
import { RefineDialog, type RefineType } from './refine-dialog';
import { CreateAccountPrompt, FreeGuestUsage, PremiumUpsell, SubscriptionStatusAlert } from './results-panels';
import { ShareDialog } from './share-dialog';
import { TagFilter, collectTags, matchesTags } from './tag-filter';
import { feedbackToRecord, withChoice, withoutChoice, type UnsavedFeedback } from './unsaved-feedback';
import { withCard, withWrittenCards, type WrittenCards } from './written-cards';

interface ResultsViewProps {
  recipientInfo: RecipientInfoInput;
  response: GiftResponse;
  streaming: boolean;
  onTryAgain: () => void;
  onEditRequest: () => void;
  onResponseChange: (response: GiftResponse) => void;
}

export function ResultsView({ recipientInfo, response, streaming, onTryAgain, onEditRequest, onResponseChange }: ResultsViewProps) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const premium = isPremiumForResults(user);
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [saved, setSaved] = useState<SavedGift | null>(null);
  const [unsavedFeedback, setUnsavedFeedback] = useState<UnsavedFeedback>(new Map());
  const [shareIndex, setShareIndex] = useState<number | null>(null);
  const [refineOpen, setRefineOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const [cardGift, setCardGift] = useState<{ index: number; title: string } | null>(null);
  const [guestCardIndex, setGuestCardIndex] = useState<number | null>(null);
  const [writtenCards, setWrittenCards] = useState<WrittenCards>(new Map());
  const [refinement, setRefinement] = useState<{ type: RefineType; originalCategories: string[] } | null>(null);
  // Arriving (with the first streamed idea, or the whole answer) brings the results in: the view and the keyboard go
  // to them. Here rather than where generation ends, as this view's code may still be loading then.
  useEffect(() => scrollToId('gift-results'), []);
  // Bumped on each refinement so per-card state (feedback) starts fresh for the new ideas.
  const [version, setVersion] = useState(0);

  const suggestions = response.suggestions;
  const tags = useMemo(() => collectTags(suggestions), [suggestions]);
  const visible = suggestions.map((suggestion, index) => ({ suggestion, index })).filter(({ suggestion }) => matchesTags(suggestion, selectedTags));
  const name = typeof recipientInfo.name === 'string' ? recipientInfo.name : '';
  // What is saved, or kept for a guest until they sign in, carries the cards written for the ideas.
  const ideasToKeep = useMemo(() => withWrittenCards(response, writtenCards), [response, writtenCards]);
  const keepCard = (suggestionIndex: number) => (message: string) => setWrittenCards((cards) => withCard(cards, suggestionIndex, message));
  useKeepForGuest({ signedOut: user === null, recipientInfo, response: ideasToKeep, streaming, feedback: unsavedFeedback });

  // Once the server has answered, a choice made before saving is dropped here: the card then shows what is stored.
  const recordFeedback = useSubmitFeedback({
    onSuccess: (_, { suggestionIndex }) => setUnsavedFeedback((current) => withoutChoice(current, suggestionIndex)),
    onError: (error, { suggestionIndex }) => {
      setUnsavedFeedback((current) => withoutChoice(current, suggestionIndex));
      toast({ title: 'Could not record feedback', description: userMessage(error, 'Failed to submit feedback'), variant: 'destructive' });
    },
  });

  const save = useSaveGifts({
    onSuccess: (result) => {
      setSaved(result);
      toast({ title: 'Saved successfully', description: 'These gift ideas have been saved to your account', variant: 'success' });
      for (const feedback of feedbackToRecord(unsavedFeedback, result.id)) recordFeedback.mutate(feedback);
    },
    onError: (error) => {
      toast({ title: 'Error saving gift ideas', description: userMessage(error, 'There was an error saving your gift ideas'), variant: 'destructive' });
    },
  });

  const handleSave = () => {
    if (!user) {
      toast({ title: 'Sign in required', description: 'Please sign in to save gift ideas', variant: 'warning' });
      return;
    }
    if (!suggestions.length) {
      toast({ title: 'No suggestions to save', description: 'Generate gift suggestions first', variant: 'warning' });
      return;
    }
    save.mutate({ recipientInfo, suggestions: ideasToKeep });
  };

  const openCardGenerator = (index: number, title: string) => {
    if (!user) {
      toast({ title: 'Sign In Required', description: 'Please sign in to use the card message generator', variant: 'warning' });
      return;
    }
    if (!premium) {
      toast({
        title: 'Premium Feature',
        description: 'Upgrade to Premium to use the card message generator',
        variant: 'warning',
        action: { label: 'Upgrade', onClick: () => navigate(SUBSCRIPTION_PATH) },
      });
      return;
    }
    setCardGift({ index, title });
    scrollToId('card-generator-section', SCROLL_DELAY_MS);
  };

  const handleRefined = (refined: GiftResponse, type: RefineType) => {
    setRefinement({ type, originalCategories: suggestions.map((suggestion) => suggestion.category) });
    setSaved(null);
    setUnsavedFeedback(new Map());
    setSelectedTags([]);
    setCardGift(null);
    setWrittenCards(new Map());
    setVersion((current) => current + 1);
    onResponseChange(refined);
    scrollToId('gift-results', SCROLL_DELAY_MS);
  };

  const details = [
    relationshipLabel(String(recipientInfo.relationship ?? '')),
    occasionLabel(String(recipientInfo.occasion ?? '')),
  ].filter(Boolean);

  const saveLabel = saved ? 'Saved' : save.isPending ? 'Saving...' : 'Save Ideas';

  return (
    <div className="bg-gradient-to-b from-rose-50/70 to-stone-50">
      <div id="gift-results" className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
        <header className="space-y-4">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-rose-700 shadow-sm ring-1 ring-rose-100">
            <Sparkles aria-hidden className="size-3.5" />
            {name ? `For ${name}` : 'Your gift ideas'}
            {details.length > 0 && <span className="font-normal text-stone-500">· {details.join(' · ')}</span>}
          </p>
          <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">Personalized Gift Suggestions</h1>
          {/* Ideas arrive one by one; a screen reader hears once that they are all in. */}
          <p role="status" className="sr-only">
            {!streaming && suggestions.length > 0 && `${suggestions.length} gift ${suggestions.length === 1 ? 'idea' : 'ideas'} ready${name ? ` for ${name}` : ''}.`}
          </p>
          {response.summary && <p className="max-w-3xl text-lg leading-relaxed text-stone-600">{response.summary}</p>}
          <div className="flex flex-wrap gap-2 pt-1">
            {suggestions.length > 0 && !streaming && (
              <Button onClick={handleSave} disabled={!!saved || save.isPending}>
                {saved ? <Check aria-hidden className="size-4" /> : save.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
                {saveLabel}
              </Button>
            )}
            {premium && suggestions.length >= 2 && !streaming && (
              <Button variant="secondary" onClick={() => setCompareOpen(true)}>
                <Scale aria-hidden className="size-4" />
                Compare Top Gifts
              </Button>
            )}
            {premium && suggestions.length > 0 && !streaming ? (
              <Button variant="secondary" onClick={() => setRefineOpen(true)}>
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
        </header>

        {!streaming && suggestions.length === 0 ? (
          <EmptyState
            icon={<PackageOpen aria-hidden className="size-7" />}
            title="No Gift Suggestions Available"
            description="We couldn't process the gift suggestions at this time."
            action={<Button onClick={onTryAgain}>Try Again</Button>}
          />
        ) : (
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
              <div className="grid gap-6 md:grid-cols-2">
                {visible.map(({ suggestion, index }) => (
                  <GiftCard
                    key={`${version}-${suggestion.title}-${index}`}
                    suggestion={suggestion}
                    recipientName={name}
                    highlighted={cardGift?.index === index}
                    actions={
                      <>
                        <Button variant="soft" size="sm" onClick={() => openCardGenerator(index, suggestion.title)}>
                          <PenLine aria-hidden className="size-4" />
                          Write Card
                        </Button>
                        <Button variant="secondary" size="sm" onClick={() => setShareIndex(index)} disabled={streaming}>
                          <Share2 aria-hidden className="size-4" />
                          Share
                        </Button>
                      </>
                    }
                    footer={
                      <FeedbackControl
                        suggestion={suggestion}
                        suggestionIndex={index}
                        giftId={saved?.id}
                        signedIn={!!user}
                        unsavedChoice={unsavedFeedback.get(index)?.feedbackType}
                        onUnsavedChoice={(choice) => setUnsavedFeedback((current) => withChoice(current, choice))}
                        refinementDetails={
                          refinement
                            ? { wasRefinement: true, refinementType: refinement.type, originalCategory: refinement.originalCategories[index] }
                            : undefined
                        }
                      />
                    }
                  />
                ))}
              </div>
            )}
            {streaming && (
              <p className="flex items-center justify-center gap-3 rounded-3xl border border-dashed border-rose-200 bg-white/70 p-6 text-sm font-medium text-rose-700" aria-live="polite">
                <Spinner />
                {suggestions.length ? 'Finding more ideas...' : 'Finding the perfect gifts...'}
              </p>
            )}
          </>
        )}

        {!streaming && <InsightBlock insight={response.insight} cardMessagePrompt={response.cardMessagePrompt} />}

        {cardGift && premium && (
          <section id="card-generator-section" className="rounded-3xl border border-rose-200 bg-white p-6 shadow-soft sm:p-8" aria-labelledby="card-generator-title">
            <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="card-generator-title" className="font-display text-2xl font-semibold text-stone-900">
                  Card Message Generator
                </h2>
                <p className="mt-1 text-sm text-stone-600">A personal message to go with “{cardGift.title}”.</p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setCardGift(null)}>
                <X aria-hidden className="size-4" />
                Hide Card Generator
              </Button>
            </div>
            <CardMessagePanel
              key={cardGift.index}
              recipientInfo={recipientInfo}
              giftTitle={cardGift.title}
              initialMessage={writtenCards.get(cardGift.index)}
              onMessage={keepCard(cardGift.index)}
              idPrefix="results-card"
            />
          </section>
        )}

        {!premium && suggestions.length > 0 && !streaming && (
          <div className="grid gap-3 md:grid-cols-2">
            <PremiumUpsell title="Refine these ideas" text="Refinement suggestions are available exclusively to premium subscribers." />
            <PremiumUpsell title="Compare top gifts" text="Gift comparison is available exclusively to premium subscribers." />
          </div>
        )}

        {!user && suggestions.length > 0 && !streaming && (
          <div className="grid gap-6 lg:grid-cols-2">
            <CreateAccountPrompt />
            <FreeGuestUsage>
              {guestCardIndex === null ? (
                <Button variant="soft" onClick={() => setGuestCardIndex(0)}>
                  <PenLine aria-hidden className="size-4" />
                  Write a free card message
                </Button>
              ) : (
                <div className="space-y-3">
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor="guest-card-gift" className="text-sm font-medium text-stone-800">
                      Card message for
                    </label>
                    <Select
                      id="guest-card-gift"
                      value={String(guestCardIndex)}
                      onValueChange={(value) => setGuestCardIndex(Number(value))}
                      options={suggestions.map((suggestion, index) => ({ value: String(index), label: suggestion.title }))}
                    />
                  </div>
                  <CardMessagePanel
                    key={guestCardIndex}
                    recipientInfo={recipientInfo}
                    giftTitle={suggestions[guestCardIndex]?.title ?? ''}
                    initialMessage={writtenCards.get(guestCardIndex)}
                    onMessage={keepCard(guestCardIndex)}
                    idPrefix="guest-card"
                  />
                </div>
              )}
            </FreeGuestUsage>
          </div>
        )}

        <SubscriptionStatusAlert user={user} />
      </div>

      {shareIndex !== null && (
        <ShareDialog
          open
          onOpenChange={(open) => !open && setShareIndex(null)}
          giftSuggestion={response}
          recipientInfo={recipientInfo}
          selectedIndex={shareIndex}
          shareId={saved?.shareId}
        />
      )}
      {refineOpen && (
        <RefineDialog open onOpenChange={setRefineOpen} response={response} recipientInfo={recipientInfo} onRefined={handleRefined} />
      )}
      {compareOpen && <CompareDialog open onOpenChange={setCompareOpen} suggestions={suggestions} recipientInfo={recipientInfo} />}
    </div>
  );
}
