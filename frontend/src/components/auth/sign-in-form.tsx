import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginRequest } from '@presently/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLogin } from '@/hooks/use-login';
import { toast } from '@/hooks/use-toast';

export interface AuthFormCallbacks {
  onSubmitting: () => void;
  onFailed: () => void;
  onAuthenticated: () => void;
}

export function SignInForm({ onSubmitting, onFailed, onAuthenticated }: AuthFormCallbacks) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const login = useLogin({
    onSuccess: (user) => {
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success', forNextPage: true });
      onAuthenticated();
    },
    onError: (error) => {
      const message = userMessage(error, 'Invalid username or password');
      setFailure(message);
      onFailed();
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        onSubmitting();
        login.mutate(values);
      })}
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <FormField id="login-username" label="Username or e-mail" error={errors.username?.message}>
        <Input id="login-username" autoComplete="username" {...form.register('username')} {...invalidProps('login-username', errors.username?.message)} />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          {...invalidProps('login-password', errors.password?.message)}
        />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="font-semibold text-rose-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
