import { Download, FileJson } from 'lucide-react';
import { userMessage } from '@/api/client';
import type { DataExportFile } from '@/api/data-export';
import { Button } from '@/components/ui/button';
import { useDownloadData } from '@/hooks/use-download-data';
import { toast } from '@/hooks/use-toast';

/** Hands the file to the browser's downloads, as a link with `download` would. */
function saveFile({ blob, fileName }: DataExportFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; the next task may let the blob go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Your data": a copy of everything Presently holds about the user, beside deleting it all. */
export function YourDataSection() {
  const download = useDownloadData({
    onSuccess: (file) => {
      saveFile(file);
      toast({ title: 'Your data is downloading', description: file.fileName, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Error downloading your data', description: userMessage(error, 'Failed to download your data'), variant: 'destructive' }),
  });

  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft sm:p-7" aria-labelledby="your-data-title">
      <h3 id="your-data-title" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
        <FileJson aria-hidden className="size-5 text-rose-500" /> Your data
      </h3>
      <p className="mt-2 text-sm text-stone-700">
        Download a copy of everything Presently holds about you — your account, saved gift ideas and feedback, share links, occasions and
        reminders, subscription and invoices — as one JSON file.
      </p>
      <Button variant="secondary" className="mt-4" disabled={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden className="size-4" />
        {download.isPending ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </section>
  );
}
