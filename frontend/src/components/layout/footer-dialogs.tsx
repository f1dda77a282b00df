import { FileText, Mail, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/lib/constants';
import { PrivacyPolicyContent, TermsContent } from './legal-content';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PrivacyDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        icon={<ShieldCheck aria-hidden className="size-5" />}
        title="Privacy Policy"
        description={`How ${PRODUCT_NAME} collects, uses and protects your information.`}
        footer={
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        }
      >
        <PrivacyPolicyContent />
      </DialogContent>
    </Dialog>
  );
}

export function TermsDialog({ open, onOpenChange, closeLabel = 'Close' }: DialogProps & { closeLabel?: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        icon={<FileText aria-hidden className="size-5" />}
        title="Terms and Conditions"
        description={`The rules for using ${PRODUCT_NAME}.`}
        footer={
          <DialogClose asChild>
            <Button>{closeLabel}</Button>
          </DialogClose>
        }
      >
        <TermsContent />
      </DialogContent>
    </Dialog>
  );
}

export function ContactDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        icon={<Mail aria-hidden className="size-5" />}
        title="Contact Us"
        description="We'd love to hear from you: questions, feedback or gift stories."
      >
        <div className="space-y-4 text-sm text-stone-700">
          <p>Write to our support team at</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="flex items-center gap-2 rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 font-semibold text-rose-700 transition hover:bg-rose-100"
          >
            <Mail aria-hidden className="size-4" />
            {SUPPORT_EMAIL}
          </a>
          <p className="text-stone-600">We typically respond within 1-2 business days.</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
