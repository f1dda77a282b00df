import { BellRing, Maximize2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { OccasionCalendar } from '@/components/occasions/occasion-calendar';
import { Button } from '@/components/ui/button';
import { useTestReminders } from '@/hooks/use-test-reminders';
import { toast } from '@/hooks/use-toast';
import { reminderTestErrorMessage } from './reminder-test-error';

export function OccasionsTab() {
  const navigate = useNavigate();
  const testReminders = useTestReminders();

  const runTest = () =>
    testReminders.mutate(undefined, {
      onSuccess: (result) => {
        if (!result?.success) {
          toast({ title: 'Failed to send reminders', description: result?.message || 'Please try again.', variant: 'destructive' });
          return;
        }
        const sent = (result.reminders ?? []).filter((reminder) => reminder.sent).length;
        if (sent === 0) {
          toast({ title: 'No reminders to send', description: 'No upcoming occasions found within the notification window.' });
          return;
        }
        toast({ title: 'Reminders sent successfully', description: `Sent ${sent} occasion reminder(s). Check your email.`, variant: 'success' });
      },
      onError: (error) => toast({ title: 'Error testing reminders', description: reminderTestErrorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={runTest} disabled={testReminders.isPending}>
          <BellRing aria-hidden className="size-4" />
          {testReminders.isPending ? 'Sending...' : 'Test Occasion Reminders'}
        </Button>
        <Button variant="ghost" onClick={() => navigate('/occasions')}>
          <Maximize2 aria-hidden className="size-4" />
          Open Full Calendar
        </Button>
      </div>
      <OccasionCalendar />
    </div>
  );
}
