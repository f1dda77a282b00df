import { Mail, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RemindersPausedNotice } from '@/components/email-verification/reminders-paused-notice';
import { OccasionCalendar } from '@/components/occasions/occasion-calendar';
import { ReminderPreviewDialog } from '@/components/occasions/reminder-preview-dialog';
import { Button } from '@/components/ui/button';

export function OccasionsTab() {
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);

  return (
    <div className="space-y-4">
      <RemindersPausedNotice />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setPreviewing(true)}>
          <Mail aria-hidden className="size-4" />
          Preview reminder e-mail
        </Button>
        <Button variant="ghost" onClick={() => navigate('/occasions')}>
          <Maximize2 aria-hidden className="size-4" />
          Open Full Calendar
        </Button>
      </div>
      <OccasionCalendar />
      <ReminderPreviewDialog open={previewing} onClose={() => setPreviewing(false)} />
    </div>
  );
}
