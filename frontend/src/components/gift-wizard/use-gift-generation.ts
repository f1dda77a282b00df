import type { GiftResponse, GiftSuggestion, RecipientInfoInput } from '@presently/proto';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, ServerMessageError } from '@/api/client';
import { useCheckClarification } from '@/hooks/use-check-clarification';
import { useSuggestGifts } from '@/hooks/use-suggest-gifts';
import { toast } from '@/hooks/use-toast';
import { SUBSCRIPTION_PATH } from '@/lib/constants';
import { isMobileWidth } from '@/lib/device';
import { loadSchemas } from '@/lib/schemas';
import { WIZARD_STEPS, mergeClarificationAnswers, toRecipientInfo, wizardValuesFromLink, type WizardValues } from './wizard-values';

export type GenerationPhase = 'form' | 'analyzing' | 'clarifying' | 'generating' | 'results';

export interface Clarifying {
  questions: string[];
  reasoning: string;
  info: RecipientInfoInput;
}

export interface GiftResults {
  recipientInfo: RecipientInfoInput;
  response: GiftResponse;
  /** Ideas are still arriving. */
  streaming: boolean;
}

const PROCESSING_ERROR = 'There was an error processing your gift request. Please try again.';
const RESULT_ERROR = 'An error occurred while processing the gift suggestions. Please try again.';

function suggestFailureToast(error: Error, navigate: (path: string) => void) {
  const refusal = (error instanceof ApiError && error.status < 500) || error instanceof ServerMessageError;
  const serverMessage = refusal ? (error as ApiError | ServerMessageError).serverMessage : undefined;
  const outOfCredits = error instanceof ApiError && (error.code === 'credits_exhausted' || error.status === 402);
  toast({
    title: outOfCredits ? "This month's free suggestions are used" : 'Error',
    description:
      serverMessage ??
      (isMobileWidth()
        ? 'There was an error generating gift suggestions. Please try again, or try a desktop browser.'
        : 'There was an error generating gift suggestions. Please try again.'),
    variant: 'destructive',
    action: outOfCredits ? { label: 'Upgrade', onClick: () => navigate(SUBSCRIPTION_PATH) } : undefined,
  });
}

/** Spec §5 generation check: relationship and occasion, interests and personality. */
function missingInformation(info: RecipientInfoInput): string | null {
  const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : String(value ?? '').trim().length > 0);
  const otherWithoutText = (value: string) => value === 'other' || /^other:\s*$/.test(value);
  if (!filled(info.relationship) || !filled(info.occasion) || otherWithoutText(info.relationship) || otherWithoutText(info.occasion)) {
    return "Please select both relationship and occasion, and specify if 'Other' is chosen.";
  }
  if (!filled(info.interests) || !filled(info.personality)) return 'Please add interests and personality traits';
  return null;
}

/**
 * The home page's request flow (spec §4): analyse → maybe clarify → stream suggestions → results; back to the form
 * on Try Again, or with the last request on Edit Request.
 */
export function useGiftGeneration() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<GenerationPhase>('form');
  const [clarifying, setClarifying] = useState<Clarifying | null>(null);
  const [results, setResults] = useState<GiftResults | null>(null);
  // The wizard remounts with this seed whenever the form comes back.
  const [seed, setSeed] = useState<{ values?: WizardValues; step: number; key: number }>(() => ({
    values: wizardValuesFromLink(window.location.search),
    step: 0,
    key: 0,
  }));
  const lastValues = useRef<WizardValues | null>(null);
  const streamed = useRef<GiftSuggestion[]>([]);

  const showForm = useCallback((values: WizardValues | undefined, step: number) => {
    setPhase('form');
    setResults(null);
    setClarifying(null);
    setSeed((previous) => ({ values, step, key: previous.key + 1 }));
  }, []);

  const check = useCheckClarification();
  const suggest = useSuggestGifts({
    onSuggestion: (suggestion) => {
      streamed.current = [...streamed.current, suggestion];
      const suggestions = streamed.current;
      setResults((previous) =>
        previous
          ? { ...previous, streaming: true, response: { ...previous.response, suggestions } }
          : null,
      );
      setPhase('results');
    },
  });

  const generate = useCallback(
    (info: RecipientInfoInput) => {
      const missing = missingInformation(info);
      if (missing) {
        toast({ title: 'Missing Information', description: missing, variant: 'destructive' });
        showForm(lastValues.current ?? undefined, 0);
        return;
      }
      streamed.current = [];
      setClarifying(null);
      setPhase('generating');
      setResults({ recipientInfo: info, response: { suggestions: [], summary: '', insight: '' }, streaming: true });
      suggest.mutate(info, {
        onSuccess: (response) => {
          if (!response || !Array.isArray(response.suggestions)) {
            toast({ title: 'Error', description: RESULT_ERROR, variant: 'destructive' });
            showForm(lastValues.current ?? undefined, 3);
            return;
          }
          setResults({ recipientInfo: info, response, streaming: false });
          setPhase('results');
          // A new request starts from a clean form (spec §4).
          setSeed((previous) => ({ step: 0, key: previous.key + 1 }));
        },
        onError: (error) => {
          suggestFailureToast(error, navigate);
          if (streamed.current.length) {
            setResults((previous) => (previous ? { ...previous, streaming: false } : null));
          } else {
            showForm(lastValues.current ?? undefined, 3);
          }
        },
      });
    },
    [navigate, showForm, suggest],
  );

  const submit = useCallback(
    async (values: WizardValues) => {
      const info = toRecipientInfo(values);
      lastValues.current = values;
      setPhase('analyzing');
      // The schemas load with the first request (lib/schemas.ts), while the page already says it is analysing.
      const parsed = await loadSchemas().then(
        ({ recipientInfoSchema }) => recipientInfoSchema.safeParse(info),
        (error: unknown) => ({ success: false as const, error }),
      );
      if (!parsed.success) {
        console.error('Gift request failed validation', parsed.error);
        toast({ title: 'Error', description: PROCESSING_ERROR, variant: 'destructive' });
        showForm(values, WIZARD_STEPS.length - 1);
        return;
      }
      check.mutate(info, {
        onSuccess: (result) => {
          if (result?.needsClarification && result.questions?.length) {
            setClarifying({ questions: result.questions, reasoning: result.reasoning, info });
            setPhase('clarifying');
          } else {
            generate(info);
          }
        },
        onError: () => {
          if (isMobileWidth()) {
            toast({
              title: 'Processing Issue',
              description:
                'There was an issue processing your request. Proceeding with standard gift suggestions instead of clarification.',
              variant: 'warning',
            });
          }
          generate(info);
        },
      });
    },
    [check, generate, showForm],
  );

  const answerClarification = (answers: string[]) => {
    if (!clarifying) return;
    generate(mergeClarificationAnswers(clarifying.info, clarifying.questions, answers));
  };

  const skipClarification = () => {
    if (clarifying) generate(clarifying.info);
  };

  const replaceResponse = (response: GiftResponse) => {
    setResults((previous) => (previous ? { ...previous, response, streaming: false } : previous));
  };

  return {
    phase,
    clarifying,
    results,
    seed,
    submit,
    answerClarification,
    skipClarification,
    replaceResponse,
    tryAgain: () => showForm(undefined, 0),
    editRequest: () => showForm(lastValues.current ?? undefined, 0),
  };
}
