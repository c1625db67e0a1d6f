import type { InstagramReelInput } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { listRows } from '../../../db/list-rows.ts';
import { instagramReels } from '../../../db/schema.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import type { Actor } from '../../audit/audit-log.service.ts';
import type { AuditedRecord } from '../../audit/audited-change.ts';
import { definedOnly, RecordEditor } from '../../audit/record-editor.ts';
import { toReelDto } from '../content.service.ts';
import { checkVideo } from './content-media.ts';
import { placedItem, placementOf } from './placed-items.ts';

type ReelRow = typeof instagramReels.$inferSelect;
export type AdminInstagramReel = ReturnType<typeof toReel>;
type ReelValues = { [K in keyof InstagramReelInput]: Exclude<InstagramReelInput[K], undefined> };

function toReel(row: ReelRow) {
  return placedItem(toReelDto(row), row);
}

const REEL: AuditedRecord<typeof instagramReels, AdminInstagramReel> = {
  table: instagramReels,
  entityType: 'instagramReel',
  notFound: 'Reel not found',
  toDto: toReel,
};

/** docs/admin.md#home-content: the reels uploaded here, which the strip shows when no Instagram token is set. */
export class ReelEditorService extends RecordEditor<typeof instagramReels, AdminInstagramReel, ReelValues> {
  protected readonly record = REEL;

  list(filter: Paging & { status?: boolean | undefined }): Promise<Page<AdminInstagramReel>> {
    const where = filter.status === undefined ? undefined : eq(instagramReels.status, filter.status);
    return listRows(
      this.db,
      filter,
      { from: instagramReels, where, orderBy: [asc(instagramReels.priority), asc(instagramReels.createdAt)] },
      toReel,
    );
  }

  // The file is checked before the transaction opens: a wrong one needs no database connection.
  override create(actor: Actor, input: ReelValues): Promise<AdminInstagramReel> {
    checkVideo(input.video, 'video');
    return super.create(actor, input);
  }

  override update(actor: Actor, id: string, patch: Partial<ReelValues>): Promise<AdminInstagramReel> {
    if (patch.video !== undefined) checkVideo(patch.video, 'video');
    return super.update(actor, id, patch);
  }

  protected insertValues(input: ReelValues) {
    return {
      video: input.video,
      poster: input.poster,
      permalink: input.permalink,
      ...placementOf(input),
    };
  }

  protected updateValues(patch: Partial<ReelValues>) {
    return definedOnly(patch);
  }
}
