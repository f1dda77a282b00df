import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordRequest } from '@presently/proto';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { userMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangePassword } from '@/hooks/use-change-password';
import { toast } from '@/hooks/use-toast';

export function ChangePasswordForm({ username }: { username: string }) {
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword({
    onSuccess: () => {
      toast({ title: 'Password changed successfully', description: 'Use your new password next time you sign in.', variant: 'success' });
      form.reset();
    },
    onError: (error) =>
      toast({ title: 'Error changing password', description: userMessage(error, 'Failed to change password'), variant: 'destructive' }),
  });

  const fields = [
    ['currentPassword', 'Current password', 'current-password'],
    ['newPassword', 'New password', 'new-password'],
    ['confirmPassword', 'Confirm new password', 'new-password'],
  ] as const;

  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft sm:p-7" aria-labelledby="password-title">
      <h3 id="password-title" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
        <KeyRound aria-hidden className="size-5 text-rose-500" /> Change password
      </h3>
      <form noValidate className="mt-5 max-w-md space-y-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        {/* Lets password managers pair the new password with the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {fields.map(([name, label, autoComplete]) => {
          const id = `password-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label} error={error}>
              <Input id={id} type="password" autoComplete={autoComplete} {...form.register(name)} {...invalidProps(id, error)} />
            </FormField>
          );
        })}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing password...' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}
