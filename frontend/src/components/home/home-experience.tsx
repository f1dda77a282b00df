import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { GiftConciergeSection } from '@/components/gift-wizard/gift-concierge-section';
import { useGiftGeneration } from '@/components/gift-wizard/use-gift-generation';
import { ResultsView } from '@/components/gift-results/results-view';
import { FloatingShareMenu } from '@/components/layout/floating-share-menu';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SCROLL_DELAY_LONG_MS } from '@/lib/constants';
import { jumpToId, scrollToId } from '@/lib/scroll';
import { CtaSection } from './cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { TestimonialsSection } from './testimonials-section';

/** The landing page and the gift request form; after generation, the results view (spec §2). */
export function HomeExperience() {
  const generation = useGiftGeneration();
  const { hash } = useLocation();
  const { phase, results } = generation;
  const showResults = phase === 'results' && results !== null;
  const firstTitle = showResults ? results.response.suggestions[0]?.title : undefined;

  useDocumentTitle(firstTitle ? `Gift Idea: ${firstTitle}` : 'Personalized Gift Suggestions');

  useEffect(() => {
    if (hash.length > 1) jumpToId(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  return (
    <>
      {showResults ? (
        <ResultsView
          recipientInfo={results.recipientInfo}
          response={results.response}
          streaming={results.streaming}
          onTryAgain={generation.tryAgain}
          onEditRequest={() => {
            generation.editRequest();
            scrollToId('gift-concierge', SCROLL_DELAY_LONG_MS);
          }}
          onResponseChange={generation.replaceResponse}
        />
      ) : (
        <>
          <HeroSection />
          <HowItWorksSection />
          <GiftConciergeSection generation={generation} />
          <TestimonialsSection />
          <CtaSection />
        </>
      )}
      <FloatingShareMenu />
    </>
  );
}
