import { Suspense, useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";
import { GiftConciergeSection } from "@/components/gift-wizard/gift-concierge-section";
import { useGiftGeneration } from "@/components/gift-wizard/use-gift-generation";
import { FloatingShareMenu } from "@/components/layout/floating-share-menu";
import { PageSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { SCROLL_DELAY_LONG_MS } from "@/lib/constants";
import { lazyPage } from "@/lib/lazy-page";
import { withSchemas } from "@/lib/schemas";
import { jumpToId, scrollToId } from "@/lib/scroll";
import { CtaSection } from "./cta-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { TestimonialsSection } from "./testimonials-section";

const loadResults = () => withSchemas(() => import("@/components/gift-results/results-view"));
/** The results and what they do (refine, compare, share, save) load with the first request, not with the landing page. */
const ResultsView = lazyPage(loadResults, "ResultsView");

/** The landing page and the gift request form; after generation, the results view (spec §2). */
export function HomeExperience() {
  const generation = useGiftGeneration();
  const { hash } = useLocation();
  const { phase, results } = generation;
  const showResults = phase === "results" && results !== null;
  const firstTitle = showResults
    ? results.response.suggestions[0]?.title
    : undefined;

  useDocumentTitle(
    firstTitle ? `Gift Idea: ${firstTitle}` : "Personalized Gift Suggestions",
  );

  useLayoutEffect(() => {
    if (hash.length > 1) jumpToId(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  // Fetched while the ideas are being thought up, so the results do not wait for their code.
  useEffect(() => {
    if (phase !== "form") void loadResults().catch(() => undefined);
  }, [phase]);

  return (
    <>
      {showResults ? (
        <Suspense fallback={<PageSpinner label="Loading your gift ideas" />}>
          <ResultsView
            recipientInfo={results.recipientInfo}
            response={results.response}
            streaming={results.streaming}
            onTryAgain={generation.tryAgain}
            onEditRequest={() => {
              generation.editRequest();
              scrollToId("gift-concierge", SCROLL_DELAY_LONG_MS);
            }}
            onResponseChange={generation.replaceResponse}
          />
        </Suspense>
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
