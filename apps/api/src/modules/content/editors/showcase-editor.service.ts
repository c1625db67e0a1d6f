import type { ShowcaseSlotInput } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { categoryShowcase } from '../../../db/schema.ts';
import { translationStateSql } from '../../../db/translations.ts';
import { UserInputError } from '../../../domain/errors.ts';
import type { Page } from '../../../domain/paging.ts';
import type { AuditedRecord, Tx } from '../../audit/audited-change.ts';
import { definedOnly, type Listed, RecordEditor } from '../../audit/record-editor.ts';
import { toShowcaseDto } from '../content.service.ts';

type ShowcaseRow = typeof categoryShowcase.$inferSelect;
export type AdminShowcaseSlot = ReturnType<typeof toShowcase>;
type SlotValues = { [K in keyof ShowcaseSlotInput]: Exclude<ShowcaseSlotInput[K], undefined> };

function toShowcase(row: ShowcaseRow) {
  return { ...toShowcaseDto(row), translations: row.translations, createdAt: row.createdAt.toISOString() };
}

const SHOWCASE: AuditedRecord<typeof categoryShowcase, AdminShowcaseSlot> = {
  table: categoryShowcase,
  entityType: 'showcase',
  notFound: 'Showcase slot not found',
  toDto: toShowcase,
};

/** docs/admin.md#home-content: the category showcase, four slots at positions 1 to 4. */
export class ShowcaseEditorService extends RecordEditor<
  typeof categoryShowcase,
  AdminShowcaseSlot,
  SlotValues
> {
  protected readonly record = SHOWCASE;

  /** All four slots on one page: there are never more. */
  async list(): Promise<Page<Listed<AdminShowcaseSlot>>> {
    const rows = await this.db
      .select({
        slot: categoryShowcase,
        translationState: translationStateSql('showcaseSlot', categoryShowcase),
      })
      .from(categoryShowcase)
      .orderBy(asc(categoryShowcase.position));
    const slots = rows.map(({ slot, translationState }) => ({ ...toShowcase(slot), translationState }));
    return { items: slots, page: 1, limit: 0, totalRecords: slots.length };
  }

  protected async insertValues(input: SlotValues, tx: Tx) {
    await assertPositionFree(tx, input.position, null);
    return input;
  }

  protected async updateValues(patch: Partial<SlotValues>, before: ShowcaseRow, tx: Tx) {
    const values = definedOnly(patch);
    if (values.position !== undefined && values.position !== before.position) {
      await assertPositionFree(tx, values.position, before.id);
    }
    return values;
  }
}

async function assertPositionFree(tx: Tx, position: number, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: categoryShowcase.id })
    .from(categoryShowcase)
    .where(eq(categoryShowcase.position, position))
    .for('update');
  if (taken && taken.id !== exceptId) {
    throw new UserInputError('That showcase slot is already filled', {
      position: `Slot ${position} is already filled: edit it instead`,
    });
  }
}
