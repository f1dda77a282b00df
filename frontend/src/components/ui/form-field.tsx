import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label, the control and its error; the control should carry `aria-describedby={errorId(id)}` when invalid. */
export function FormField({ id, label, error, hint, optional, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ml-1 font-normal text-stone-500">(optional)</span>}
      </Label>
      {children}
      {hint && !error && (
        <p id={hintId(id)} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="text-sm font-medium text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;

/** A hint's id, for the control's `aria-describedby`: a screen reader reads it with the label. */
export const hintId = (id: string) => `${id}-hint`;

/** Props that tie a control to its FormField error. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}
