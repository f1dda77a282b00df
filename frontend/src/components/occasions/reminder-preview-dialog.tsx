import { CalendarX2, Mail } from 'lucide-react';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useReminderPreview } from '@/hooks/use-reminder-preview';

/**
 * The e-mail shown in a frame of its own, as a mail client shows it. The frame runs no script and shares nothing with
 * the app (an empty sandbox but popups), and its links open in a new tab, as they would from the mail.
 */
const framed = (html: string) => html.replace('<head>', '<head><base target="_blank">');

interface ReminderPreviewDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the next reminder e-mail will look like: rendered here, never sent. */
export function ReminderPreviewDialog({ open, onClose }: ReminderPreviewDialogProps) {
  const preview = useReminderPreview(open);
  const email = preview.data?.occasion ? preview.data : undefined;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        size="lg"
        icon={<Mail aria-hidden className="size-5" />}
        title="Reminder e-mail preview"
        description={
          email
            ? `The reminder for your next occasion, as it would arrive today${email.to ? ` at ${email.to}` : ''}. Nothing is sent.`
            : 'What your next occasion reminder will look like. Nothing is sent.'
        }
        footer={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        {preview.isPending && (
          <div className="grid min-h-40 place-items-center">
            <Spinner className="size-8" label="Preparing the preview" />
          </div>
        )}
        {preview.data && preview.data.occasion === null && (
          <EmptyState icon={<CalendarX2 aria-hidden className="size-7" />} title="No reminder to preview" description={preview.data.message} />
        )}
        {preview.isError && (
          <Alert variant="destructive" title="Could not prepare the preview">
            {userMessage(preview.error, 'Please try again.')}
          </Alert>
        )}
        {email && (
          <div className="space-y-3">
            <p className="text-sm text-stone-600">
              <span className="font-semibold text-stone-800">Subject:</span> {email.subject}
            </p>
            <iframe
              title={`E-mail: ${email.subject}`}
              srcDoc={framed(email.html)}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              className="h-[55vh] min-h-80 w-full rounded-2xl border border-stone-200 bg-stone-50"
            />
            <details className="rounded-2xl border border-stone-200 px-4 py-3 text-sm">
              <summary className="cursor-pointer font-medium text-stone-800">Plain-text version</summary>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-stone-700">{email.text}</pre>
            </details>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
