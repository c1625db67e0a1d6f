import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';

// The foot of an ordered item's form: whether it shows and its place, then its buttons.

export function StatusAndPriority<T extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const register = form.register as unknown as UseFormReturn<{
    status: boolean;
    priority: number;
  }>['register'];
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" {...register('status')} className="h-4 w-4" />
        Shown on the shop
      </label>
      <Field
        label="Order (lower first)"
        type="number"
        min={0}
        className="w-36"
        error={errors.priority?.message}
        {...register('priority', { valueAsNumber: true })}
      />
    </div>
  );
}

/** Save (Add for a new item), then Delete for a saved item or Cancel for a new one, then the move buttons. */
export function ItemActions({
  saving,
  onRemove,
  onCancel,
  move,
}: {
  saving: boolean;
  /** Absent for an item not saved yet. */
  onRemove: (() => void) | undefined;
  onCancel: () => void;
  move: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="submit" size="sm" busy={saving}>
        {onRemove ? 'Save' : 'Add'}
      </Button>
      {onRemove ? (
        <Button variant="danger" size="sm" onClick={onRemove}>
          Delete
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      )}
      {move}
    </div>
  );
}
