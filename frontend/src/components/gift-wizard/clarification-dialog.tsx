import { MessageCircleQuestion, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';

interface ClarificationDialogProps {
  questions: string[];
  reasoning?: string;
  /** Proceed with the answers merged in. */
  onSubmit: (answers: string[]) => void;
  /** Proceed with the original information (skip or close). */
  onSkip: () => void;
}

/** Rendered only while clarification is needed; mounting it opens it. */
export function ClarificationDialog({ questions, reasoning, onSubmit, onSkip }: ClarificationDialogProps) {
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [confirmSkip, setConfirmSkip] = useState(false);
  const answered = answers.filter((answer) => answer.trim()).length;
  const allAnswered = answered === questions.length;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onSkip();
        }}
      >
        <DialogContent
          size="lg"
          icon={<MessageCircleQuestion aria-hidden className="size-5" />}
          title="Help fine-tune your results"
          description={reasoning || 'A couple of quick answers will help us find even better gifts.'}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirmSkip(true)}>
                Skip for now
              </Button>
              <Button disabled={!allAnswered} onClick={() => onSubmit(answers)}>
                <Sparkles aria-hidden className="size-4" />
                Get Enhanced Suggestions
              </Button>
            </>
          }
        >
          <div className="mb-5">
            <div className="mb-2 flex justify-between text-sm">
              <span className="font-medium text-stone-700">
                {answered} of {questions.length} answered
              </span>
              <span className="text-stone-500">{Math.round((answered / Math.max(1, questions.length)) * 100)}%</span>
            </div>
            <Progress value={answered} max={questions.length} label="Questions answered" />
          </div>
          <ol className="space-y-5">
            {questions.map((question, index) => (
              <li key={question} className="space-y-2">
                <Label htmlFor={`clarification-${index}`} className="flex gap-2 leading-relaxed">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-rose-100 text-xs font-bold text-rose-700">{index + 1}</span>
                  {question}
                </Label>
                <Textarea
                  id={`clarification-${index}`}
                  rows={2}
                  maxLength={500}
                  value={answers[index]}
                  onChange={(event) =>
                    setAnswers((previous) => previous.map((answer, at) => (at === index ? event.target.value : answer)))
                  }
                />
              </li>
            ))}
          </ol>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmSkip}
        onOpenChange={setConfirmSkip}
        title="Skip Additional Questions?"
        description="We'll generate suggestions from the information you've already given. Answering the questions usually leads to more personal ideas."
        confirmLabel="Continue"
        onConfirm={() => {
          setConfirmSkip(false);
          onSkip();
        }}
      />
    </>
  );
}
