import { createHash } from 'node:crypto';
import type { InstagramReel as InstagramReelDto } from '@shop/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import {
  InstagramError,
  type InstagramGraph,
  type InstagramReel,
} from '../../adapters/instagram/instagram-graph.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';
import { instagramFeed, instagramMedia } from '../../db/schema.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import { ImageRefusedError, imageGate } from '../uploads/image-gate.ts';

export const INSTAGRAM_REFRESH_JOB = 'instagram.refresh';
/** Minutes between two refreshes of the list: the job's schedule. */
export const INSTAGRAM_REFRESH_MINUTES = 30;

const FEED_ID = 'instagram';
const DAY_MS = 24 * 3_600_000;
/** A token is renewed this close to its expiry (Instagram gives 60 days), leaving room for failed attempts. */
const RENEW_BEFORE_EXPIRY_MS = 10 * DAY_MS;
/** Instagram renews only a token at least this old. */
const MIN_TOKEN_AGE_MS = DAY_MS;
/** Where the copies live among the uploads: `/uploads/instagram/{media id}.mp4`. */
const FOLDER = 'instagram';

const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);
const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

/** How the feed stands, as the back office shows it to the owner. */
export interface InstagramFeedStatus {
  /** An access token is set, so the home page shows the Instagram reels rather than the uploaded ones. */
  configured: boolean;
  reels: number;
  lastRefreshedAt: Date | null;
  lastAttemptAt: Date | null;
  /** Why the last refresh failed (or what it left out), in plain words; null after a good one. */
  lastError: string | null;
  tokenExpiresAt: Date | null;
}

export interface InstagramFeedOptions {
  /** Absent without INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_USER_ID: the feed is off. */
  graph: InstagramGraph | undefined;
  /** INSTAGRAM_ACCESS_TOKEN: only the first token; renewed ones are kept in the database. */
  seedToken: string | undefined;
  /** The uploads' storage, local or a bucket, which serves the copies under /uploads/. */
  storage: Storage;
  log: (line: string) => void;
  /** The public list changed: cached answers must go. */
  onChange: () => void;
}

/**
 * The home page's reels from the brand's Instagram account. Instagram's file addresses expire, so each reel's
 * video and poster are copied into the shop's storage once, and the list is kept in the database; a refresh that
 * fails keeps the last good list and says why. The long-lived token is renewed before it expires and the renewed
 * one kept in the database, where every instance finds it.
 */
export class InstagramFeedService {
  constructor(
    private readonly db: Db,
    private readonly options: InstagramFeedOptions,
  ) {}

  get configured(): boolean {
    return this.options.graph !== undefined && this.options.seedToken !== undefined;
  }

  /** The stored reels, newest first. */
  reels(filter: Paging): Promise<Page<InstagramReelDto>> {
    return listRows(
      this.db,
      filter,
      { from: instagramMedia, where: undefined, orderBy: [desc(instagramMedia.postedAt)] },
      (row) => ({ _id: row.mediaId, video: row.video, poster: row.poster, permalink: row.permalink }),
    );
  }

  async status(): Promise<InstagramFeedStatus> {
    const [feed] = await this.db.select().from(instagramFeed).where(eq(instagramFeed.id, FEED_ID));
    const stored = await this.reels({ page: 1, limit: 1 });
    return {
      configured: this.configured,
      reels: stored.totalRecords,
      lastRefreshedAt: feed?.lastRefreshedAt ?? null,
      lastAttemptAt: feed?.lastAttemptAt ?? null,
      lastError: feed?.lastError ?? null,
      tokenExpiresAt: feed?.tokenExpiresAt ?? null,
    };
  }

  /**
   * Whether the list is owed a refresh now, as a worker starts: a token is set, and the list was never refreshed or
   * not for a whole interval (a shop just given its token would otherwise show nothing until the next tick).
   */
  async refreshDue(now = new Date()): Promise<boolean> {
    if (!this.configured) return false;
    const [feed] = await this.db
      .select({ lastRefreshedAt: instagramFeed.lastRefreshedAt })
      .from(instagramFeed)
      .where(eq(instagramFeed.id, FEED_ID));
    const last = feed?.lastRefreshedAt;
    return !last || now.getTime() - last.getTime() >= INSTAGRAM_REFRESH_MINUTES * 60_000;
  }

  /** The background job: renews the token when due, then brings the list up to date. */
  async refresh(): Promise<void> {
    const { graph } = this.options;
    if (!graph || !this.configured) return;
    let token = await this.#currentToken();
    const problems: string[] = [];
    if (renewalDue(token)) {
      try {
        const renewed = await graph.refreshToken(token.accessToken);
        await this.db
          .update(instagramFeed)
          .set({
            accessToken: renewed.accessToken,
            tokenIssuedAt: new Date(),
            tokenExpiresAt: renewed.expiresAt,
          })
          .where(eq(instagramFeed.id, FEED_ID));
        token = { ...token, accessToken: renewed.accessToken };
        this.options.log(`instagram: access token renewed until ${renewed.expiresAt.toISOString()}`);
      } catch (error) {
        if (!(error instanceof InstagramError)) throw error;
        // The current token may still work for a while: the list is refreshed all the same.
        problems.push(`The access token could not be renewed: ${inPlainWords(error)}`);
        this.options.log(`instagram: token renewal failed: ${error.message}`);
      }
    }

    let reels: InstagramReel[];
    try {
      reels = await graph.latestReels(token.accessToken);
    } catch (error) {
      if (!(error instanceof InstagramError)) throw error;
      this.options.log(`instagram: refresh failed, keeping the last list: ${error.message}`);
      // A refused token says all there is to say; a renewal refused with it would only repeat it.
      const also = error.kind === 'token' ? [] : problems;
      await this.#record({ lastError: [inPlainWords(error), ...also].join(' ') });
      return;
    }

    const existing = await this.db.select().from(instagramMedia);
    const known = new Map(existing.map((row) => [row.mediaId, row]));
    const copied: (typeof instagramMedia.$inferInsert)[] = [];
    let failedCopies = 0;
    for (const reel of reels) {
      if (known.has(reel.id)) continue;
      try {
        copied.push(await this.#copy(graph, reel));
      } catch (error) {
        if (!(error instanceof InstagramError)) throw error;
        failedCopies++;
        this.options.log(`instagram: could not copy reel ${reel.id}: ${error.message}`);
      }
    }
    if (failedCopies > 0) {
      problems.push(
        `${failedCopies === 1 ? '1 new reel' : `${failedCopies} new reels`} could not be copied from Instagram and will be tried again at the next refresh.`,
      );
    }
    const listed = new Set(reels.map((reel) => reel.id));
    const dropped = existing.filter((row) => !listed.has(row.mediaId));
    await this.db.transaction(async (tx) => {
      if (dropped.length > 0) {
        await tx.delete(instagramMedia).where(
          inArray(
            instagramMedia.mediaId,
            dropped.map((row) => row.mediaId),
          ),
        );
      }
      if (copied.length > 0) await tx.insert(instagramMedia).values(copied).onConflictDoNothing();
    });
    // After the rows are gone, so the list never names a file that is no longer there.
    for (const row of dropped) {
      await Promise.all([this.options.storage.delete(row.video), this.options.storage.delete(row.poster)]);
    }
    await this.#record({
      lastRefreshedAt: new Date(),
      lastError: problems.length > 0 ? problems.join(' ') : null,
    });
    if (copied.length > 0 || dropped.length > 0) this.options.onChange();
  }

  /** The token in use: the stored one, or the environment's when none is stored or the environment's changed. */
  async #currentToken(): Promise<typeof instagramFeed.$inferSelect> {
    const seed = this.options.seedToken ?? '';
    const seedTokenHash = createHash('sha256').update(seed).digest('hex');
    const [stored] = await this.db.select().from(instagramFeed).where(eq(instagramFeed.id, FEED_ID));
    if (stored && stored.seedTokenHash === seedTokenHash) return stored;
    const fresh = {
      accessToken: seed,
      seedTokenHash,
      tokenIssuedAt: new Date(),
      tokenExpiresAt: null,
    };
    const [row] = await this.db
      .insert(instagramFeed)
      .values({ id: FEED_ID, ...fresh })
      .onConflictDoUpdate({ target: instagramFeed.id, set: fresh })
      .returning();
    if (!row) throw new Error('the Instagram feed row was not written');
    return row;
  }

  async #record(outcome: { lastRefreshedAt?: Date; lastError: string | null }): Promise<void> {
    await this.db
      .update(instagramFeed)
      .set({ ...outcome, lastAttemptAt: new Date() })
      .where(eq(instagramFeed.id, FEED_ID));
  }

  /**
   * Copies a reel's video and poster into the storage, under names made of its media id. The video (up to the
   * graph's size limit) goes to the storage as it downloads; the poster, a still, is held whole.
   */
  async #copy(graph: InstagramGraph, reel: InstagramReel): Promise<typeof instagramMedia.$inferInsert> {
    const { fileTypeFromBuffer, fileTypeStream } = await import('file-type');
    const poster = await graph.download(reel.posterUrl);
    const posterType = await fileTypeFromBuffer(poster.data);
    const video = await fileTypeStream((await graph.open(reel.videoUrl)).body);
    const videoType = video.fileType;
    // The bytes decide, as for uploads: a file that is not a video or an image is not served from the shop.
    const videoExtension = videoType && VIDEO_TYPES.get(videoType.mime);
    const posterExtension = posterType && IMAGE_TYPES.get(posterType.mime);
    if (!videoType || !videoExtension || !posterType || !posterExtension) {
      video.destroy();
      throw new InstagramError('bad-answer', 'a reel came without a playable video or a poster image');
    }
    try {
      // The poster is stored as it came and resized on demand: a header over the pixel limit never gets in.
      await imageGate.check(poster.data);
    } catch (error) {
      video.destroy();
      if (!(error instanceof ImageRefusedError)) throw error;
      throw new InstagramError('bad-answer', `a reel's poster was refused: ${error.message}`);
    }
    const row = {
      mediaId: reel.id,
      video: `${FOLDER}/${reel.id}.${videoExtension}`,
      poster: `${FOLDER}/${reel.id}.${posterExtension}`,
      permalink: reel.permalink,
      postedAt: reel.postedAt,
    };
    await this.options.storage.put(row.video, video, videoType.mime);
    await this.options.storage.put(row.poster, poster.data, posterType.mime);
    return row;
  }
}

/** Renew when the expiry is near or unknown (a token from the environment), once Instagram allows it. */
function renewalDue(token: typeof instagramFeed.$inferSelect, now = Date.now()): boolean {
  if (now - token.tokenIssuedAt.getTime() < MIN_TOKEN_AGE_MS) return false;
  if (!token.tokenExpiresAt) return true;
  const left = token.tokenExpiresAt.getTime() - now;
  // An expired token cannot be renewed: the owner must set a new one (the list's refresh says so).
  return left > 0 && left < RENEW_BEFORE_EXPIRY_MS;
}

/** What the owner reads on the reels screen. */
function inPlainWords(error: InstagramError): string {
  switch (error.kind) {
    case 'token': {
      const why =
        error.subcode === 463
          ? 'it has expired'
          : error.subcode === 460
            ? "the account's password was changed since it was issued"
            : error.subcode === 458
              ? "the account removed the shop's app"
              : 'it is not valid';
      return `Instagram refused the access token: ${why}. Set a new INSTAGRAM_ACCESS_TOKEN.`;
    }
    case 'rate-limit':
      return 'Instagram asked the shop to slow down (rate limit); the next refresh tries again.';
    case 'timeout':
      return 'Instagram did not answer in time; the next refresh tries again.';
    case 'unavailable':
      return 'Instagram could not be reached; the next refresh tries again.';
    case 'bad-answer':
      return 'Instagram sent an answer the shop could not read; the next refresh tries again.';
  }
}
