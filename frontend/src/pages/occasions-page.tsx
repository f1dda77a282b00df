import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RemindersPausedNotice } from '@/components/email-verification/reminders-paused-notice';
import { OccasionCalendar } from '@/components/occasions/occasion-calendar';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The full-screen occasion calendar ('Open Full Calendar'); the spec leaves its path open. */
export function OccasionsPage() {
  useDocumentTitle('Occasion Calendar');
  return (
    <div className="bg-gradient-to-b from-rose-50/70 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <Link to="/profile?tab=occasions" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden className="size-4" /> Back to Profile
        </Link>
        <RemindersPausedNotice className="mt-4" />
        <OccasionCalendar className="mt-4" />
      </div>
    </div>
  );
}
