import type { PromotionTextInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { promotionTexts } from '../../../db/schema.ts';
import type { Page } from '../../../domain/paging.ts';
import type { AuditedRecord } from '../../audit/audited-change.ts';
import {
  definedOnly,
  type Listed,
  type ListFilter,
  listTranslated,
  RecordEditor,
} from '../../audit/record-editor.ts';
import { toPromotionDto } from '../content.service.ts';

type PromotionRow = typeof promotionTexts.$inferSelect;
export type AdminPromotionText = ReturnType<typeof toPromotion>;
type PromotionValues = { [K in keyof PromotionTextInput]: Exclude<PromotionTextInput[K], undefined> };

function toPromotion(row: PromotionRow) {
  const { status, priority, translations } = row;
  return { ...toPromotionDto(row), status, priority, translations, createdAt: row.createdAt.toISOString() };
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

  list(
    filter: ListFilter<{ location?: 'header' | 'cart' | undefined }>,
  ): Promise<Page<Listed<AdminPromotionText>>> {
    return listTranslated(
      this.db,
      filter,
      {
        kind: 'promotionText',
        from: promotionTexts,
        where: filter.location ? eq(promotionTexts.location, filter.location) : undefined,
        thenBy: promotionTexts.createdAt,
      },
      toPromotion,
    );
  }

  protected insertValues(input: PromotionValues) {
    return {
      title: input.title,
      link: input.link ?? null,
      location: input.location,
      status: input.status ?? true,
      priority: input.priority ?? 0,
      translations: input.translations ?? {},
    };
  }

  protected updateValues(patch: Partial<PromotionValues>) {
    const values: Partial<PromotionRow> = definedOnly(patch);
    if ('link' in patch) values.link = patch.link ?? null;
    return values;
  }
}
