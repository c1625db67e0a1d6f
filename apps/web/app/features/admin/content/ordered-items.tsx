import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { adminApi, saveForm, useConfirm } from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { ItemActions, StatusAndPriority } from './item-footer.tsx';
import type { Ordered } from './types.ts';

// The pieces every section of the home-content screen is built from: a section, an ordered list of items with
// ↑ ↓ buttons, and one item's form with its status, order, Save and Delete.

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mb-12 scroll-mt-6">
      <h2 id={`${id}-title`} className="mb-4 text-xl text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section hands each card: the stored item (null for a new one), its move buttons, and what to do once saved. */
export interface CardProps<Item> {
  item: Item | null;
  move: React.ReactNode;
  onDone: () => void;
}

const stayOpen = () => {};

/**
 * A section holding an ordered list: each item with its move buttons, then a button that opens a card for a new
 * item (shown in the list, or in a list of its own below it with `newItemApart`).
 */
export function OrderedSection<Item extends Ordered>({
  id,
  title,
  path,
  items,
  addLabel,
  listClassName,
  newItemApart = false,
  renderCard,
  children,
}: {
  id: string;
  title: string;
  /** `/admin/carousels`: where a move saves the new order. */
  path: string;
  items: Item[];
  addLabel: string;
  listClassName: string;
  newItemApart?: boolean;
  renderCard: (card: CardProps<Item>) => React.ReactNode;
  /** What stands above the list. */
  children?: React.ReactNode;
}) {
  const moveButtons = useMoveButtons(path);
  const [adding, setAdding] = useState(false);
  const newItem = adding ? renderCard({ item: null, move: null, onDone: () => setAdding(false) }) : null;
  return (
    <Section id={id} title={title}>
      {children}
      <ul className={listClassName}>
        {items.map((item, index) => (
          <Fragment key={item._id}>
            {renderCard({ item, move: moveButtons(items, index), onDone: stayOpen })}
          </Fragment>
        ))}
        {newItemApart ? null : newItem}
      </ul>
      {newItemApart && newItem ? <ul className="mt-4">{newItem}</ul> : null}
      {adding ? null : (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setAdding(true)}>
          {addLabel}
        </Button>
      )}
    </Section>
  );
}

/**
 * The ↑ ↓ buttons of one item of an ordered list. A move saves the new order by numbering the list again in
 * tens, changing only items whose number moved.
 */
function useMoveButtons(path: string) {
  const { revalidate } = useRevalidator();
  const move = async (items: Ordered[], index: number, step: -1 | 1) => {
    const order = [...items];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + step, 0, moved);
    for (const [position, item] of order.entries()) {
      const priority = (position + 1) * 10;
      if (item.priority === priority) continue;
      const res = await adminApi.update(`${path}/${item._id}`, { priority });
      if (res?.status !== 200) {
        toastError(res?.message ?? 'The new order could not be saved.');
        break;
      }
    }
    await revalidate();
  };
  return (items: Ordered[], index: number) => (
    <MoveButtons index={index} count={items.length} onMove={(step) => void move(items, index, step)} />
  );
}

function MoveButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label="Move up"
      >
        ↑
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label="Move down"
      >
        ↓
      </Button>
    </div>
  );
}

/** One item's form: POST when new, PATCH when stored; the server's field errors land on the fields. */
export function useItemForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  path: string,
  id: string | null,
  defaultValues: DefaultValues<Input>,
  onSaved: () => void,
) {
  const { revalidate } = useRevalidator();
  const form = useForm<Input, unknown, Output>({
    // biome-ignore lint/suspicious/noExplicitAny: one form hook serves four schemas
    resolver: useRenderedResolver(zodResolver(schema as any)),
    mode: 'onTouched',
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    if (!(await saveForm(path, id, values, form.setError))) return;
    if (!id) form.reset(defaultValues);
    onSaved();
    await revalidate();
  });
  return { form, submit };
}

/** Where one kind of item is stored, and what its schema and the confirm call it. */
export interface OrderedKind<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  /** `/admin/carousels` */
  path: string;
  /** "banner": in the confirm's title. */
  what: string;
}

export function orderedKind<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  path: string,
  what: string,
): OrderedKind<Input, Output> {
  return { schema, path, what };
}

/** A card's item: its form, and its deletion after a confirm (none while it is not saved yet). */
export function useOrderedItem<Input extends FieldValues, Output>(
  { schema, path, what }: OrderedKind<Input, Output>,
  { item, move, onDone }: CardProps<Ordered>,
  defaultValues: DefaultValues<Input>,
) {
  const { form, submit } = useItemForm(schema, path, item?._id ?? null, defaultValues, onDone);
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();
  const remove = async (id: string) => {
    if (
      !(await confirm({
        title: `Delete this ${what}?`,
        body: 'Shoppers stop seeing it at once.',
        action: 'Delete',
      }))
    )
      return;
    const res = await adminApi.remove(`${path}/${id}`);
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'It could not be deleted.');
    await revalidate();
  };
  return { form, submit, dialog, move, onDone, onRemove: item ? () => void remove(item._id) : undefined };
}

/** A card's form: the item's own fields, then whether it shows and its order, then Save and the rest. */
export function ItemForm<T extends FieldValues>({
  item,
  className,
  children,
}: {
  item: {
    form: UseFormReturn<T, unknown, unknown>;
    submit: React.FormEventHandler;
    dialog: React.ReactNode;
    move: React.ReactNode;
    onDone: () => void;
    onRemove: (() => void) | undefined;
  };
  className: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <form onSubmit={item.submit} noValidate className={className}>
        {children}
        <StatusAndPriority form={item.form} />
        <ItemActions
          saving={item.form.formState.isSubmitting}
          onRemove={item.onRemove}
          onCancel={item.onDone}
          move={item.move}
        />
      </form>
      {item.dialog}
    </>
  );
}
