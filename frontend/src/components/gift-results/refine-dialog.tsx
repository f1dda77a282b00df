import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { ArrowDownCircle, Copy, Layers, MessageSquarePlus, Plus, Shuffle, SlidersHorizontal, WandSparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { userMessage } from '@/api/client';
import type { RefineRequest } from '@/api/gifts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRefineGifts } from '@/hooks/use-refine-gifts';
import { toast } from '@/hooks/use-toast';

export type RefineType = RefineRequest['refineType'];

interface RefineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  response: GiftResponse;
  recipientInfo: RecipientInfoInput;
  onRefined: (response: GiftResponse, refineType: RefineType) => void;
}

const quickOptions: { type: Exclude<RefineType, 'custom'>; label: string; text: string; icon: typeof Copy }[] = [
  { type: 'cheaper', label: 'More affordable', text: 'Similar ideas at a lower price', icon: ArrowDownCircle },
  { type: 'similar', label: 'More like these', text: 'Ideas in the same spirit', icon: Copy },
  { type: 'more_options', label: 'More options', text: 'A fresh batch of suggestions', icon: Layers },
  { type: 'different_type', label: 'Something different', text: 'Other kinds of gifts entirely', icon: Shuffle },
];

export function RefineDialog({ open, onOpenChange, response, recipientInfo, onRefined }: RefineDialogProps) {
  const [tab, setTab] = useState('quick');
  const [instructions, setInstructions] = useState('');
  const [instructionsError, setInstructionsError] = useState<string>();
  const [extra, setExtra] = useState({ additionalInterests: '', giftPreferences: '', recentEvents: '' });
  const [extraError, setExtraError] = useState<string>();
  const refine = useRefineGifts();

  const run = (request: Omit<RefineRequest, 'originalSuggestion' | 'recipientInfo'>) => {
    refine.mutate(
      { ...request, originalSuggestion: response, recipientInfo },
      {
        onSuccess: (refined) => {
          if (!refined?.suggestions?.length) {
            toast({ title: 'No refinements generated', description: 'Unable to generate refined suggestions. Please try again.', variant: 'destructive' });
            return;
          }
          toast({ title: 'Refinements generated!', description: 'New refined gift suggestions are now displayed.', variant: 'success' });
          onRefined(refined, request.refineType);
          onOpenChange(false);
          setInstructions('');
          setExtra({ additionalInterests: '', giftPreferences: '', recentEvents: '' });
        },
        onError: (error) => {
          toast({ title: 'Error generating refinements', description: userMessage(error, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!instructions.trim()) {
      setInstructionsError('Please describe how to refine the suggestions');
      return;
    }
    run({ refineType: 'custom', customInstructions: instructions.trim() });
  };

  const submitExtra = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, value.trim()])) as typeof extra;
    if (!trimmed.additionalInterests && !trimmed.giftPreferences && !trimmed.recentEvents) {
      setExtraError('Please add at least one detail: interests, preferences or recent events');
      return;
    }
    run({
      refineType: 'more_options',
      additionalInfo: Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !refine.isPending && onOpenChange(next)}>
      <DialogContent
        size="lg"
        icon={<SlidersHorizontal aria-hidden className="size-5" />}
        title="Refine Your Request"
        description="Tell us how to adjust these suggestions and we'll generate a new set."
      >
        {refine.isPending ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center" aria-live="polite">
            <Spinner className="size-8" />
            <p className="font-medium text-stone-700">Refining your gift ideas...</p>
          </div>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="w-full">
              <TabsTrigger value="quick">
                <WandSparkles aria-hidden /> Quick Options
              </TabsTrigger>
              <TabsTrigger value="custom">
                <MessageSquarePlus aria-hidden /> Custom Request
              </TabsTrigger>
              <TabsTrigger value="more-info">
                <Plus aria-hidden /> Add More Info
              </TabsTrigger>
            </TabsList>
            <TabsContent value="quick">
              <div className="grid gap-3 sm:grid-cols-2">
                {quickOptions.map(({ type, label, text, icon: Icon }) => (
                  <button
                    key={type}
                    type="button"
                    onClick={() => run({ refineType: type })}
                    className="flex items-start gap-3 rounded-2xl border border-stone-200 p-4 text-left transition hover:border-rose-300 hover:bg-rose-50/60"
                  >
                    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-500" />
                    <span>
                      <span className="block font-semibold text-stone-900">{label}</span>
                      <span className="block text-sm text-stone-600">{text}</span>
                    </span>
                  </button>
                ))}
              </div>
            </TabsContent>
            <TabsContent value="custom">
              <form onSubmit={submitCustom} className="space-y-4" noValidate>
                <FormField id="refine-instructions" label="How should we refine the suggestions?" error={instructionsError}>
                  <Textarea
                    id="refine-instructions"
                    rows={4}
                    maxLength={1000}
                    value={instructions}
                    placeholder="e.g. Focus on handmade gifts, nothing over $40"
                    onChange={(event) => {
                      setInstructions(event.target.value);
                      setInstructionsError(undefined);
                    }}
                    {...invalidProps('refine-instructions', instructionsError)}
                  />
                </FormField>
                <Button type="submit">Refine Suggestions</Button>
              </form>
            </TabsContent>
            <TabsContent value="more-info">
              <form onSubmit={submitExtra} className="space-y-4" noValidate>
                {(
                  [
                    ['additionalInterests', 'Additional interests', 'e.g. Recently got into bouldering'],
                    ['giftPreferences', 'Gift preferences', 'e.g. Prefers experiences over things'],
                    ['recentEvents', 'Recent events', 'e.g. Just moved into a new flat'],
                  ] as const
                ).map(([key, label, placeholder]) => (
                  <FormField key={key} id={`refine-${key}`} label={label} optional>
                    <Input
                      id={`refine-${key}`}
                      maxLength={500}
                      value={extra[key]}
                      placeholder={placeholder}
                      onChange={(event) => {
                        setExtra((previous) => ({ ...previous, [key]: event.target.value }));
                        setExtraError(undefined);
                      }}
                    />
                  </FormField>
                ))}
                {extraError && (
                  <p className="text-sm font-medium text-red-600" role="alert">
                    {extraError}
                  </p>
                )}
                <Button type="submit">Refine Suggestions</Button>
              </form>
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
