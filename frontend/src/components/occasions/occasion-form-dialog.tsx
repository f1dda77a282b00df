import { zodResolver } from '@hookform/resolvers/zod';
import { isoDate, occasionRelationships, occasionTypes, reminderDayChoices, type Occasion } from '@presently/proto';
import { CalendarHeart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { OccasionPayload } from '@/api/occasions';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField, invalidProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toIsoDateTime, todayIsoDate } from '@/lib/dates';
import { occasionTypeOptions, relationshipOptions } from './occasion-labels';

// The dialog edits a calendar day; the payload carries an ISO date-time (spec §3), built on submit.
const occasionFormSchema = z.object({
  recipientName: z.string().trim().min(1, 'Recipient name is required').max(80, 'Must be at most 80 characters'),
  recipientRelationship: z.enum(occasionRelationships),
  occasionType: z.enum(occasionTypes),
  occasionDate: isoDate,
  notes: z.string().max(1000, 'Must be at most 1000 characters'),
  reminderDays: z.array(z.number()),
});
type OccasionFormValues = z.infer<typeof occasionFormSchema>;

function newOccasionValues(): OccasionFormValues {
  return { recipientName: '', recipientRelationship: 'friend', occasionType: 'birthday', occasionDate: todayIsoDate(), notes: '', reminderDays: [7, 3, 1] };
}

function valuesOf(occasion: Occasion): OccasionFormValues {
  return {
    recipientName: occasion.recipientName,
    recipientRelationship: occasion.recipientRelationship,
    occasionType: occasion.occasionType,
    occasionDate: occasion.occasionDate.slice(0, 10),
    notes: occasion.notes ?? '',
    reminderDays: occasion.reminderDays,
  };
}

export function toPayload(values: OccasionFormValues, userId: number): OccasionPayload {
  return {
    recipientName: values.recipientName.trim(),
    recipientRelationship: values.recipientRelationship,
    occasionType: values.occasionType,
    occasionDate: toIsoDateTime(values.occasionDate),
    notes: values.notes.trim() || null,
    reminderDays: [...new Set(values.reminderDays)].sort((a, b) => b - a),
    userId,
  };
}

interface OccasionFormDialogProps {
  /** Editing this occasion, or creating one when absent. */
  occasion?: Occasion;
  pending: boolean;
  deleting?: boolean;
  onSubmit: (values: OccasionFormValues) => void;
  onDelete?: () => void;
  onClose: () => void;
}

/** Mounted while open; closing unmounts it, which resets the form. */
export function OccasionFormDialog({ occasion, pending, deleting, onSubmit, onDelete, onClose }: OccasionFormDialogProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<OccasionFormValues>({
    resolver: zodResolver(occasionFormSchema),
    defaultValues: occasion ? valuesOf(occasion) : newOccasionValues(),
  });
  const { errors } = form.formState;
  const editing = !!occasion;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        icon={<CalendarHeart aria-hidden className="size-5" />}
        title={editing ? 'Edit Occasion' : 'Add Occasion'}
        description={editing ? 'Update the details and reminders for this occasion.' : "We'll remind you by e-mail before the day comes."}
      >
        <form id="occasion-form" noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
          <FormField id="occasion-recipient" label="Recipient name" error={errors.recipientName?.message}>
            <Input id="occasion-recipient" autoComplete="off" {...form.register('recipientName')} {...invalidProps('occasion-recipient', errors.recipientName?.message)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="occasion-relationship" label="Relationship">
              <Controller
                control={form.control}
                name="recipientRelationship"
                render={({ field }) => (
                  <Select id="occasion-relationship" value={field.value} onValueChange={field.onChange} options={relationshipOptions} />
                )}
              />
            </FormField>
            <FormField id="occasion-type" label="Occasion type">
              <Controller
                control={form.control}
                name="occasionType"
                render={({ field }) => (
                  <Select id="occasion-type" value={field.value} onValueChange={field.onChange} options={occasionTypeOptions(occasion?.occasionType)} />
                )}
              />
            </FormField>
          </div>
          <FormField id="occasion-date" label="Date" error={errors.occasionDate?.message}>
            <Input id="occasion-date" type="date" {...form.register('occasionDate')} {...invalidProps('occasion-date', errors.occasionDate?.message)} />
          </FormField>
          <FormField id="occasion-notes" label="Notes" optional error={errors.notes?.message}>
            <Textarea id="occasion-notes" rows={2} placeholder="e.g. Loves dark chocolate" {...form.register('notes')} />
          </FormField>
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">Remind me</legend>
            <Controller
              control={form.control}
              name="reminderDays"
              render={({ field }) => (
                <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                  {reminderDayChoices.map((day) => {
                    const id = `occasion-reminder-${day}`;
                    return (
                      <div key={day} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={field.value.includes(day)}
                          onCheckedChange={(checked) =>
                            field.onChange(
                              (checked === true ? [...field.value, day] : field.value.filter((value) => value !== day)).sort((a, b) => b - a),
                            )
                          }
                        />
                        <Label htmlFor={id} className="cursor-pointer font-normal">
                          {day} {day === 1 ? 'day' : 'days'} before
                        </Label>
                      </div>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>
        </form>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {editing && onDelete && (
            <Button variant="ghost" className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:mr-auto" onClick={() => setConfirmDelete(true)} disabled={pending || deleting}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} className={editing ? '' : 'sm:ml-auto'}>
            Cancel
          </Button>
          <Button type="submit" form="occasion-form" disabled={pending}>
            {pending ? 'Saving...' : editing ? 'Save Changes' : 'Add Occasion'}
          </Button>
        </div>
      </DialogContent>
      {onDelete && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this occasion?"
          description={`${occasion?.recipientName ?? 'This'}'s occasion and its reminders will be removed from your calendar.`}
          confirmLabel="Delete"
          destructive
          pending={deleting}
          pendingLabel="Deleting..."
          onConfirm={onDelete}
        />
      )}
    </Dialog>
  );
}

export type { OccasionFormValues };
