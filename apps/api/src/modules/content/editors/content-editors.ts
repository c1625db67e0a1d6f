import type { Db } from '../../../db/client.ts';
import type { AuditLogService } from '../../audit/audit-log.service.ts';
import { AuditedChanges } from '../../audit/audited-change.ts';
import { CarouselEditorService } from './carousel-editor.service.ts';
import { PromotionEditorService } from './promotion-editor.service.ts';
import { ReelEditorService } from './reel-editor.service.ts';
import { ShowcaseEditorService } from './showcase-editor.service.ts';

/**
 * docs/admin.md: the back office's edits to the home page and header content, one editor per kind. Each write
 * records its audit row in the same transaction and then drops the cached public answers, so shoppers see the
 * change on their next visit.
 */
export class ContentEditors {
  readonly carousels: CarouselEditorService;
  readonly showcase: ShowcaseEditorService;
  readonly promotionTexts: PromotionEditorService;
  readonly reels: ReelEditorService;

  constructor(db: Db, audit: AuditLogService, onCatalogChange: () => void) {
    const changes = new AuditedChanges(db, audit, onCatalogChange);
    this.carousels = new CarouselEditorService(db, changes);
    this.showcase = new ShowcaseEditorService(db, changes);
    this.promotionTexts = new PromotionEditorService(db, changes);
    this.reels = new ReelEditorService(db, changes);
  }
}
