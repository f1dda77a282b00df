import { Gift, Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/lib/constants';
import { ContactDialog, PrivacyDialog, TermsDialog } from './footer-dialogs';

type FooterDialog = 'privacy' | 'terms' | 'contact' | null;

export function SiteFooter() {
  const [open, setOpen] = useState<FooterDialog>(null);
  const onOpenChange = (value: FooterDialog) => (next: boolean) => setOpen(next ? value : null);
  const linkClasses = 'rounded text-sm text-stone-300 transition hover:text-white';

  return (
    <footer className="mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 font-display text-xl font-semibold text-white">
            <span className="grid size-8 place-items-center rounded-xl bg-gradient-to-br from-rose-500 to-amber-400">
              <Gift aria-hidden className="size-4 text-white" />
            </span>
            {PRODUCT_NAME}
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-stone-400">
            Your AI gift concierge: thoughtful, personal gift ideas, heartfelt card messages and gentle reminders for the
            days that matter.
          </p>
        </div>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Company</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <button type="button" className={linkClasses} onClick={() => setOpen('privacy')}>
                Privacy Policy
              </button>
            </li>
            <li>
              <button type="button" className={linkClasses} onClick={() => setOpen('terms')}>
                Terms of Service
              </button>
            </li>
            <li>
              <button type="button" className={linkClasses} onClick={() => setOpen('contact')}>
                Contact Us
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Support</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClasses} mt-3 inline-block break-all`}>
            {SUPPORT_EMAIL}
          </a>
          <p className="mt-1 text-xs text-stone-400">Replies within 1-2 business days</p>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-5 text-xs text-stone-400 sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Made with <Heart aria-label="love" className="size-3.5 fill-rose-500 text-rose-500" /> for
          thoughtful givers. Gift pictures:{' '}
          <a href="https://github.com/jdecked/twemoji" className="underline underline-offset-2 hover:text-white" target="_blank" rel="noopener noreferrer">
            Twemoji
          </a>
          , licensed{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-2 hover:text-white" target="_blank" rel="noopener noreferrer">
            CC-BY 4.0
          </a>
          .
        </p>
      </div>
      <PrivacyDialog open={open === 'privacy'} onOpenChange={onOpenChange('privacy')} />
      <TermsDialog open={open === 'terms'} onOpenChange={onOpenChange('terms')} />
      <ContactDialog open={open === 'contact'} onOpenChange={onOpenChange('contact')} />
    </footer>
  );
}
