import type { GiftResponse, RecipientInfoInput } from '@presently/proto';
import { Check, Copy, ExternalLink, Facebook, Link2Off, Linkedin, Mail, Share2, Twitter } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useRevokeShare } from '@/hooks/use-revoke-share';
import { useShareGift } from '@/hooks/use-share-gift';
import { useSharedGift } from '@/hooks/use-shared-gift';
import { toast } from '@/hooks/use-toast';
import { COPY_CONFIRMATION_MS } from '@/lib/constants';
import { CALENDAR_DATE_FORMAT, formatDate } from '@/lib/dates';
import { absoluteUrl, copyText, mailtoUrl, openSharePopup, savedSetSharePath, shareNetworkUrl, sharedGiftPath } from '@/lib/share';
import { cn } from '@/lib/utils';

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  giftSuggestion: GiftResponse;
  recipientInfo: RecipientInfoInput;
  selectedIndex: number;
  /** A saved set's share id; a saved one (not 'temp-') is reused, at the selected idea, instead of generating a new link. */
  shareId?: string;
}

const FAILED = 'Failed to generate share link';

/** Rendered while open: generating the link happens on mount. */
function ShareDialogBody({ giftSuggestion, recipientInfo, selectedIndex, shareId }: Omit<ShareDialogProps, 'open' | 'onOpenChange'>) {
  const savedPath = savedSetSharePath(shareId, selectedIndex);
  // A saved set's own link is reused while it still opens; once it has expired, the dialog makes a new one.
  const savedShare = useSharedGift(savedPath ? shareId : undefined);
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  /** A link made here (not a saved set's own): it expires, and whoever made it, member or guest, may take it down. */
  const [made, setMade] = useState<{ shareId: string; expiresAt: string } | null>(null);
  const [revoked, setRevoked] = useState(false);
  const share = useShareGift();
  const revoke = useRevokeShare();
  const suggestion = giftSuggestion.suggestions[selectedIndex];
  const title = `Gift Idea: ${suggestion?.title ?? 'A thoughtful gift'}`;

  const generate = () => {
    setError(null);
    setRevoked(false);
    if (!recipientInfo.relationship || !recipientInfo.occasion || !giftSuggestion.suggestions.length) {
      setError(FAILED);
      toast({ title: FAILED, description: 'The gift idea is missing the relationship or occasion.', variant: 'destructive' });
      return;
    }
    share.mutate(
      { giftSuggestion, recipientInfo, selectedIndex },
      {
        onSuccess: (result) => {
          setLink(absoluteUrl(result.shareUrl || sharedGiftPath(result.shareId)));
          setMade({ shareId: result.shareId, expiresAt: result.expiresAt });
        },
        onError: (failure) => {
          setError(userMessage(failure, FAILED));
          toast({ title: FAILED, description: userMessage(failure, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  const started = useRef(false);
  useEffect(() => {
    if (started.current || (savedPath && savedShare.isPending)) return;
    started.current = true;
    if (savedPath && savedShare.isSuccess) setLink(absoluteUrl(savedPath));
    else generate();
  });

  const copy = async () => {
    if (!link) return;
    try {
      await copyText(link);
      setCopied(true);
      toast({ title: 'Share link copied', description: 'Paste it anywhere to share this gift idea.', variant: 'success' });
      window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast({ title: 'Could not copy the link', description: link, variant: 'destructive' });
    }
  };

  const stopSharing = () => {
    if (!made) return;
    revoke.mutate(made.shareId, {
      onSuccess: () => {
        setRevoked(true);
        setLink(null);
        setMade(null);
        toast({ title: 'Link revoked', description: 'The share link no longer opens.', variant: 'success' });
      },
      onError: (failure) => toast({ title: 'Could not revoke the link', description: userMessage(failure, 'Please try again.'), variant: 'destructive' }),
    });
  };

  if (revoked) {
    return (
      <div className="space-y-4">
        <Alert title="Link revoked">The link you shared no longer opens for anyone.</Alert>
        <Button onClick={generate}>Create a new link</Button>
      </div>
    );
  }

  if (error) {
    return (
      <div className="space-y-4">
        <Alert variant="destructive" title={FAILED}>
          {error !== FAILED && error}
        </Alert>
        <Button onClick={generate}>Try Again</Button>
      </div>
    );
  }

  if (!link) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-stone-600" aria-live="polite">
        <Spinner /> Creating your share link...
      </div>
    );
  }

  const networkButton = 'flex flex-col items-center gap-1.5 rounded-2xl border border-stone-200 p-3 text-xs font-semibold text-stone-700 transition hover:-translate-y-0.5 hover:shadow-md';
  return (
    <div className="space-y-5">
      {/* Two by two on a phone: four across left 44 px for each name, too narrow for 'Facebook' and broke 'E-mail' in two. */}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <button type="button" className={cn(networkButton, 'hover:border-[#1877f2] hover:text-[#1877f2]')} onClick={() => openSharePopup(shareNetworkUrl('facebook', link, title))}>
          <Facebook aria-hidden className="size-5" /> Facebook
        </button>
        <button type="button" className={cn(networkButton, 'hover:border-stone-900')} onClick={() => openSharePopup(shareNetworkUrl('twitter', link, title))}>
          <Twitter aria-hidden className="size-5" /> Twitter
        </button>
        <button type="button" className={cn(networkButton, 'hover:border-[#0a66c2] hover:text-[#0a66c2]')} onClick={() => openSharePopup(shareNetworkUrl('linkedin', link, title))}>
          <Linkedin aria-hidden className="size-5" /> LinkedIn
        </button>
        <a className={cn(networkButton, 'hover:border-rose-400 hover:text-rose-700')} href={mailtoUrl(title, `I found this gift idea and thought of you:\n\n${link}`)}>
          <Mail aria-hidden className="size-5" /> E-mail
        </a>
      </div>
      <div className="space-y-2">
        <Label htmlFor="share-link">Share link</Label>
        <div className="flex gap-2">
          <Input id="share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          <Button variant="secondary" onClick={copy} className="shrink-0" aria-label={copied ? 'Link copied' : 'Copy link'}>
            {copied ? <Check aria-hidden className="size-4 text-emerald-600" /> : <Copy aria-hidden className="size-4" />}
            <span className="hidden sm:inline">{copied ? 'Copied!' : 'Copy'}</span>
          </Button>
        </div>
      </div>
      <a href={link} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'soft', className: 'w-full' })}>
        <ExternalLink aria-hidden className="size-4" /> Open link
      </a>
      {made && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
          <p>Link works until {formatDate(made.expiresAt, CALENDAR_DATE_FORMAT)}.</p>
          <Button variant="ghost" size="sm" onClick={stopSharing} disabled={revoke.isPending}>
            <Link2Off aria-hidden className="size-4" /> Revoke link
          </Button>
        </div>
      )}
    </div>
  );
}

export function ShareDialog({ open, onOpenChange, ...props }: ShareDialogProps) {
  const suggestion = props.giftSuggestion.suggestions[props.selectedIndex];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        icon={<Share2 aria-hidden className="size-5" />}
        title={`Gift Idea: ${suggestion?.title ?? 'A thoughtful gift'}`}
        description="Share this gift idea with friends and family."
      >
        {open && <ShareDialogBody {...props} />}
      </DialogContent>
    </Dialog>
  );
}
