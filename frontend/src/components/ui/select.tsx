import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Trigger>, 'value' | 'onChange' | 'defaultValue' | 'dir'> {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
}

/**
 * A styled Radix select; pass `id` to tie it to a label.
 *
 * The options mount when the select is first focused or pressed, and until then the trigger shows the chosen label
 * itself. Radix would mount every select's options with the page (to mirror them in a hidden native select), a second
 * render of the whole form that costs a phone a long task before anyone has touched it.
 */
export function Select({ value, onValueChange, options, placeholder, className, onFocus, onPointerDown, ...props }: SelectProps) {
  const [touched, setTouched] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger
        className={cn(fieldClasses, 'flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-stone-500', className)}
        onFocus={(event) => {
          setTouched(true);
          onFocus?.(event);
        }}
        onPointerDown={(event) => {
          setTouched(true);
          onPointerDown?.(event);
        }}
        {...props}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden className="size-4 text-stone-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {touched && (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={6}
            className="z-[60] max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-2xl border border-stone-200 bg-white p-1 shadow-xl"
          >
            <SelectPrimitive.Viewport>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded-xl py-2 pl-8 pr-3 text-sm text-stone-800 outline-none data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-800"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2.5">
                    <Check aria-hidden className="size-4 text-rose-700" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      )}
    </SelectPrimitive.Root>
  );
}
