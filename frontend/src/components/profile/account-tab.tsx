import type { CurrentUser } from '@presently/proto';
import { AlertTriangle, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '@/api/client';
import { useLeaveSignedOut } from '@/components/layout/use-sign-out';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteAccount } from '@/hooks/use-delete-account';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/dates';
import { ChangePasswordForm } from './change-password-form';

export function AccountTab({ user }: { user: CurrentUser }) {
  const leave = useLeaveSignedOut();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteAccount({
    onSuccess: () => {
      setConfirmOpen(false);
      leave({ title: 'Account deleted', description: 'Your account and data have been permanently removed.', variant: 'success' });
    },
    onError: (error) => {
      setConfirmOpen(false);
      toast({ title: 'Error deleting account', description: userMessage(error, 'Failed to delete account'), variant: 'destructive' });
    },
  });

  return (
    <div className="space-y-6">
      <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft sm:p-7" aria-labelledby="account-title">
        <h3 id="account-title" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
          <UserRound aria-hidden className="size-5 text-rose-500" /> Account details
        </h3>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-500">Username</dt>
            <dd className="mt-0.5 font-medium text-stone-900">{user.username}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Email</dt>
            <dd className="mt-0.5 break-all font-medium text-stone-900">{user.email || '—'}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Member since</dt>
            <dd className="mt-0.5 font-medium text-stone-900">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      </section>

      <ChangePasswordForm username={user.username} />

      <section className="rounded-3xl border border-red-200 bg-red-50/40 p-6 sm:p-7" aria-labelledby="danger-title">
        <h3 id="danger-title" className="flex items-center gap-2 font-display text-xl font-semibold text-red-800">
          <AlertTriangle aria-hidden className="size-5" /> Danger Zone
        </h3>
        <p className="mt-2 text-sm text-stone-700">Deleting your account removes your saved gift ideas, occasions and reminders for good.</p>
        <Button variant="destructive" className="mt-4" onClick={() => setConfirmOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          Delete Account
        </Button>
      </section>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Are you absolutely sure?"
        description="This action cannot be undone. This will permanently delete your account and remove your data from our servers."
        confirmLabel="Delete Account"
        destructive
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
