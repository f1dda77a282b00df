import { deleteAccountSchema, type CurrentUser } from '@presently/proto';
import { AlertTriangle, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '@/api/client';
import { useLeaveSignedOut } from '@/components/layout/use-sign-out';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDeleteAccount } from '@/hooks/use-delete-account';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/dates';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { YourDataSection } from './your-data-section';

export function AccountTab({ user }: { user: CurrentUser }) {
  const leave = useLeaveSignedOut();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount({
    onSuccess: () => {
      setConfirmOpen(false);
      leave({ title: 'Account deleted', description: 'Your account and data have been permanently removed.', variant: 'success' });
    },
    // The dialog stays open, so a mistyped password can be typed again.
    onError: (error) => {
      const message = userMessage(error, 'Failed to delete account');
      setPasswordError(message);
      toast({ title: 'Error deleting account', description: message, variant: 'destructive' });
    },
  });
  const openConfirm = (open: boolean) => {
    setConfirmOpen(open);
    setPassword('');
    setPasswordError(undefined);
  };
  const confirmDeletion = () => {
    if (remove.isPending) return;
    const checked = deleteAccountSchema.safeParse({ currentPassword: password });
    if (!checked.success) return setPasswordError(checked.error.issues[0].message);
    setPasswordError(undefined);
    remove.mutate(checked.data);
  };

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

      <ChangeEmailForm username={user.username} email={user.email} />

      <ChangePasswordForm username={user.username} />

      <YourDataSection />

      <section className="rounded-3xl border border-red-200 bg-red-50/40 p-6 sm:p-7" aria-labelledby="danger-title">
        <h3 id="danger-title" className="flex items-center gap-2 font-display text-xl font-semibold text-red-800">
          <AlertTriangle aria-hidden className="size-5" /> Danger Zone
        </h3>
        <p className="mt-2 text-sm text-stone-700">Deleting your account removes your saved gift ideas, occasions and reminders for good.</p>
        <Button variant="destructive" className="mt-4" onClick={() => openConfirm(true)}>
          <Trash2 aria-hidden className="size-4" />
          Delete Account
        </Button>
      </section>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={openConfirm}
        title="Are you absolutely sure?"
        description="This action cannot be undone. This will permanently delete your account and remove your data from our servers."
        confirmLabel="Delete Account"
        destructive
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDeletion}
      >
        <FormField id="delete-password" label="Your password" error={passwordError} className="mt-4">
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirmDeletion();
            }}
            {...invalidProps('delete-password', passwordError)}
          />
        </FormField>
      </ConfirmDialog>
    </div>
  );
}
