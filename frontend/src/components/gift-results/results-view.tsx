import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast } from '@/hooks/use-toast';
import { SCROLL_DELAY_MS, SUBSCRIPTION_PATH } from '@/lib/constants';
import { isPremiumForResults } from '@/lib/premium';
import { scrollToId } from '@/lib/scroll';
import { CardGeneratorSection } from './card-generator-section';
import { CompareDialog } from './compare-dialog';
import { GuestCardMessage } from './guest-card-message';
import { IdeaCard } from './idea-card';
import { IdeaList } from './idea-list';
import { InsightBlock } from './insight-block';
import { useKeepForGuest } from './keep-for-guest';
import { RefineDialog, type RefineType } from './refine-dialog';
import { ResultsActions } from './results-actions';
import { ResultsHeader } from './results-header';
import { CreateAccountPrompt, FreeGuestUsage, PremiumUpsell, SubscriptionStatusAlert } from './results-panels';
import { ShareDialog } from './share-dialog';
import { useSaveIdeas } from './use-save-ideas';
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
  const [shareIndex, setShareIndex] = useState<number | null>(null);
  const [refineOpen, setRefineOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const [cardGift, setCardGift] = useState<{ index: number; title: string } | null>(null);
  const [writtenCards, setWrittenCards] = useState<WrittenCards>(new Map());
  const [refinement, setRefinement] = useState<{ type: RefineType; originalCategories: string[] } | null>(null);
  // Arriving (with the first streamed idea, or the whole answer) brings the results in: the view and the keyboard go
  // to them. Here rather than where generation ends, as this view's code may still be loading then.
  useEffect(() => scrollToId('gift-results'), []);
  // Bumped on each refinement so the list's state (tag filter, feedback on each card) starts fresh for the new ideas.
  const [version, setVersion] = useState(0);

  const suggestions = response.suggestions;
  const name = typeof recipientInfo.name === 'string' ? recipientInfo.name : '';
  // What is saved, or kept for a guest until they sign in, carries the cards written for the ideas.
  const ideasToKeep = useMemo(() => withWrittenCards(response, writtenCards), [response, writtenCards]);
  const keepCard = (suggestionIndex: number) => (message: string) => setWrittenCards((cards) => withCard(cards, suggestionIndex, message));
  const { saved, saving, saveIdeas, unsavedFeedback, chooseUnsaved, forget } = useSaveIdeas({ signedIn: !!user, recipientInfo, ideas: ideasToKeep });
  useKeepForGuest({ signedOut: user === null, recipientInfo, response: ideasToKeep, streaming, feedback: unsavedFeedback });
  const done = suggestions.length > 0 && !streaming;

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
    forget();
    setCardGift(null);
    setWrittenCards(new Map());
    setVersion((current) => current + 1);
    onResponseChange(refined);
    scrollToId('gift-results', SCROLL_DELAY_MS);
  };

  return (
    <div className="bg-gradient-to-b from-rose-50/70 to-stone-50">
      <div id="gift-results" className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
        <ResultsHeader recipientInfo={recipientInfo} name={name} response={response} streaming={streaming}>
          <ResultsActions
            count={suggestions.length}
            streaming={streaming}
            premium={premium}
            saved={!!saved}
            saving={saving}
            onSave={saveIdeas}
            onCompare={() => setCompareOpen(true)}
            onRefine={() => setRefineOpen(true)}
            onEditRequest={onEditRequest}
            onTryAgain={onTryAgain}
          />
        </ResultsHeader>

        <IdeaList
          key={version}
          suggestions={suggestions}
          streaming={streaming}
          onTryAgain={onTryAgain}
          renderIdea={(suggestion, index) => (
            <IdeaCard
              key={`${suggestion.title}-${index}`}
              suggestion={suggestion}
              index={index}
              recipientName={name}
              streaming={streaming}
              highlighted={cardGift?.index === index}
              signedIn={!!user}
              giftId={saved?.id}
              unsavedChoice={unsavedFeedback.get(index)?.feedbackType}
              onUnsavedChoice={chooseUnsaved}
              refinementDetails={
                refinement ? { wasRefinement: true, refinementType: refinement.type, originalCategory: refinement.originalCategories[index] } : undefined
              }
              onWriteCard={() => openCardGenerator(index, suggestion.title)}
              onShare={() => setShareIndex(index)}
            />
          )}
        />

        {!streaming && <InsightBlock insight={response.insight} cardMessagePrompt={response.cardMessagePrompt} />}

        {cardGift && premium && (
          <CardGeneratorSection
            recipientInfo={recipientInfo}
            gift={cardGift}
            initialMessage={writtenCards.get(cardGift.index)}
            onMessage={keepCard(cardGift.index)}
            onHide={() => setCardGift(null)}
          />
        )}

        {!premium && done && (
          <div className="grid gap-3 md:grid-cols-2">
            <PremiumUpsell title="Refine these ideas" text="Refinement suggestions are available exclusively to premium subscribers." />
            <PremiumUpsell title="Compare top gifts" text="Gift comparison is available exclusively to premium subscribers." />
          </div>
        )}

        {!user && done && (
          <div className="grid gap-6 lg:grid-cols-2">
            <CreateAccountPrompt />
            <FreeGuestUsage>
              <GuestCardMessage recipientInfo={recipientInfo} suggestions={suggestions} writtenCards={writtenCards} onMessage={keepCard} />
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
