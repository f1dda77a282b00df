import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

const perks = ['Unlimited gift suggestions', 'Unlimited card messages', 'Unlimited occasions and reminders', 'Refine and compare gift ideas'];

export function WelcomeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        icon={<Crown aria-hidden className="size-5 text-amber-600" />}
        title="Welcome to Premium!"
        description="Thank you for upgrading. Everything is unlocked."
      >
        <ul className="space-y-2 text-sm text-stone-700">
          {perks.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <Sparkles aria-hidden className="size-4 text-amber-500" /> {perk}
            </li>
          ))}
        </ul>
        <Link to="/" className={buttonVariants({ className: 'mt-6 w-full' })} onClick={() => onOpenChange(false)}>
          Start Finding Gifts
        </Link>
      </DialogContent>
    </Dialog>
  );
}
