import { Facebook, Link2, Linkedin, Share2, Twitter, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { PRODUCT_NAME } from '@/lib/constants';
import { copyText, openSharePopup, shareNetworkUrl, type ShareNetwork } from '@/lib/share';
import { cn } from '@/lib/utils';

const shareText = `Find the perfect gift with ${PRODUCT_NAME}, your AI gift concierge!`;

const networks: { network: ShareNetwork; label: string; icon: typeof Twitter; className: string }[] = [
  { network: 'twitter', label: 'Share on X (Twitter)', icon: Twitter, className: 'hover:bg-stone-900 hover:text-white' },
  { network: 'linkedin', label: 'Share on LinkedIn', icon: Linkedin, className: 'hover:bg-[#0a66c2] hover:text-white' },
  { network: 'facebook', label: 'Share on Facebook', icon: Facebook, className: 'hover:bg-[#1877f2] hover:text-white' },
];

/**
 * The home page's share buttons: floating on the right edge where the margin beside the page's widest content
 * (1152 px) holds them, from 1280 px wide; narrower, they sit in the page's flow above the footer, so they never
 * cover a field or a button of the wizard or the ideas.
 */
export function FloatingShareMenu() {
  const [open, setOpen] = useState(false);
  const url = window.location.origin + window.location.pathname;

  const copyLink = async () => {
    try {
      await copyText(url);
      toast({ title: 'Link Copied!', description: 'Share it with someone who needs gift inspiration.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };

  const itemClasses =
    'grid size-11 place-items-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-md transition hover:scale-105';

  return (
    <div className="flex items-center justify-center gap-2 pb-10 pt-2 xl:fixed xl:right-5 xl:top-1/2 xl:z-30 xl:-translate-y-1/2 xl:flex-col xl:p-0">
      <ul id="floating-share-items" className={cn('flex gap-2 xl:flex-col', !open && 'hidden')} aria-label="Share options">
        {networks.map(({ network, label, icon: Icon, className }) => (
          <li key={network}>
            <button
              type="button"
              aria-label={label}
              title={label}
              className={cn(itemClasses, className)}
              onClick={() => openSharePopup(shareNetworkUrl(network, url, shareText))}
            >
              <Icon aria-hidden className="size-5" />
            </button>
          </li>
        ))}
        <li>
          <button type="button" aria-label="Copy link" title="Copy link" className={cn(itemClasses, 'hover:bg-rose-500 hover:text-white')} onClick={copyLink}>
            <Link2 aria-hidden className="size-5" />
          </button>
        </li>
      </ul>
      <button
        type="button"
        aria-label={open ? 'Close share menu' : 'Share Presently'}
        aria-expanded={open}
        aria-controls="floating-share-items"
        onClick={() => setOpen((value) => !value)}
        className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-rose-600 to-amber-600 text-white shadow-lg shadow-rose-500/30 transition hover:scale-105"
      >
        {open ? <X aria-hidden className="size-5" /> : <Share2 aria-hidden className="size-5" />}
      </button>
    </div>
  );
}
