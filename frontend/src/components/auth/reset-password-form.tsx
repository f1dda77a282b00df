import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_LINK_INVALID, resetPasswordSchema, type ResetPasswordRequest } from '@presently/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useResetPassword } from '@/hooks/use-reset-password';
import { toast } from '@/hooks/use-toast';

const linkClass = 'font-semibold text-rose-700 underline-offset-2 hover:underline';

function AskAgain({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      {message}{' '}
      <Link to="/forgot-password" className={linkClass}>
        Ask for a new link
      </Link>
    </Alert>
  );
}

/** Sets a new password with the e-mail's link, then sends the person to sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword({
    onSuccess: () => {
      toast({ title: 'Password reset', description: 'Please sign in with your new password.', variant: 'success' });
      navigate('/auth', { replace: true });
    },
    onError: (error) => setFailure(userMessage(error, 'Failed to reset the password. Please try again.')),
  });

  // A link cut short by a mail client, or opened without its token, cannot work: say so before asking for anything.
  if (!resetPasswordSchema.shape.token.safeParse(token).success) return <AskAgain message={RESET_LINK_INVALID} />;

  const fields = [
    ['newPassword', 'New password'],
    ['confirmPassword', 'Confirm new password'],
  ] as const;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        reset.mutate(values);
      })}
    >
      {failure && <AskAgain message={failure} />}
      {fields.map(([name, label]) => {
        const id = `reset-${name}`;
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <Input id={id} type="password" autoComplete="new-password" {...form.register(name)} {...invalidProps(id, error)} />
          </FormField>
        );
      })}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
