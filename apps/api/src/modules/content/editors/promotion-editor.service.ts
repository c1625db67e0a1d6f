import type { PromotionTextInput } from '@shop/shared';
import { promotionTexts } from '../../../db/schema.ts';
import type { AuditedRecord } from '../../audit/audited-change.ts';
import { definedOnly, type ListFilter, RecordEditor } from '../../audit/record-editor.ts';
import { toPromotionDto } from '../content.service.ts';
import { listPlaced, placedItem, placementOf } from './placed-items.ts';

type PromotionRow = typeof promotionTexts.$inferSelect;
export type AdminPromotionText = ReturnType<typeof toPromotion>;
type PromotionValues = { [K in keyof PromotionTextInput]: Exclude<PromotionTextInput[K], undefined> };

function toPromotion(row: PromotionRow) {
  return { ...placedItem(toPromotionDto(row), row), translations: row.translations };
}

const PROMOTION: AuditedRecord<typeof promotionTexts, AdminPromotionText> = {
  table: promotionTexts,
  entityType: 'promotionText',
  notFound: 'Promotion text not found',
  toDto: toPromotion,
};

/** docs/admin.md#home-content: the lines of text in the header and the cart. */
export class PromotionEditorService extends RecordEditor<
  typeof promotionTexts,
  AdminPromotionText,
  PromotionValues
> {
  protected readonly record = PROMOTION;

  list(filter: ListFilter<{ location?: 'header' | 'cart' | undefined }>) {
    const only = [promotionTexts.location, filter.location] as const;
    return listPlaced(this.db, filter, 'promotionText', promotionTexts, only, toPromotion);
  }

  protected insertValues(input: PromotionValues) {
    return {
      title: input.title,
      link: input.link ?? null,
      location: input.location,
      ...placementOf(input),
      translations: input.translations ?? {},
    };
  }

  protected updateValues(patch: Partial<PromotionValues>) {
    const values: Partial<PromotionRow> = definedOnly(patch);
    if ('link' in patch) values.link = patch.link ?? null;
    return values;
  }
}
