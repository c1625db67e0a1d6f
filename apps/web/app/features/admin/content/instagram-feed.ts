import { inIndia } from '#app/lib/dates.ts';

/** GET /admin/instagramFeed: how the Instagram feed of the reels strip stands. */
export interface InstagramFeedStatus {
  configured: boolean;
  reels: number;
  lastRefreshedAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  tokenExpiresAt: string | null;
}

/** `23 Nov, 02:30 PM`, in Indian time. */
function when(iso: string): string {
  const date = inIndia(iso);
  return `${Number(date.day)} ${date.monthName}, ${date.hour}:${date.minute} ${date.dayPeriod}`;
}

const reelsCount = (count: number) => (count === 1 ? 'the 1 reel' : `the ${count} reels`);

/**
 * What shoppers see in the reels strip and why, in the owner's words: whether the Instagram feed is in use, when
 * it last refreshed, and what went wrong last.
 */
export function feedSummary(status: InstagramFeedStatus): { tone: 'ok' | 'warning' | 'off'; text: string } {
  if (!status.configured) {
    return {
      tone: 'off',
      text: 'The Instagram feed is off (no INSTAGRAM_ACCESS_TOKEN), so the strip shows the reels uploaded here.',
    };
  }
  const shown =
    status.reels > 0 && status.lastRefreshedAt
      ? `Showing ${reelsCount(status.reels)} from ${when(status.lastRefreshedAt)}.`
      : 'No Instagram reels are stored yet, so the strip shows the reels uploaded here.';
  if (status.lastError) return { tone: 'warning', text: `${status.lastError} ${shown}` };
  if (!status.lastAttemptAt) {
    return {
      tone: 'ok',
      text: `The Instagram feed is in use; its first refresh runs within 30 minutes. ${shown}`,
    };
  }
  return {
    tone: 'ok',
    text:
      status.reels > 0 && status.lastRefreshedAt
        ? `The Instagram feed is in use. Showing the account's ${status.reels} latest reels, refreshed ${when(status.lastRefreshedAt)}.`
        : `The Instagram feed is in use, but the account has no reels among its latest 30 posts. ${shown}`,
  };
}
