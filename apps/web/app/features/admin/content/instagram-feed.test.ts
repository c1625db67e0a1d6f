import { describe, expect, it } from 'vitest';
import { feedSummary, type InstagramFeedStatus } from './instagram-feed.ts';

const inUse: InstagramFeedStatus = {
  configured: true,
  reels: 12,
  // 14:30 in India.
  lastRefreshedAt: '2026-11-23T09:00:00.000Z',
  lastAttemptAt: '2026-11-23T09:00:00.000Z',
  lastError: null,
  tokenExpiresAt: null,
};

describe('what the owner is told about the reels strip', () => {
  it('names the uploaded reels when no token is set', () => {
    expect(feedSummary({ ...inUse, configured: false, reels: 0 })).toEqual({
      tone: 'off',
      text: 'The Instagram feed is off (no INSTAGRAM_ACCESS_TOKEN), so the strip shows the reels uploaded here.',
    });
  });

  it('says how many reels shoppers see and when they were refreshed, in Indian time', () => {
    expect(feedSummary(inUse)).toEqual({
      tone: 'ok',
      text: "The Instagram feed is in use. Showing the account's 12 latest reels, refreshed 23 Nov, 02:30 PM.",
    });
  });

  it('puts the last error first, then what shoppers still see', () => {
    const lastError = 'Instagram refused the access token: it has expired. Set a new INSTAGRAM_ACCESS_TOKEN.';
    expect(feedSummary({ ...inUse, lastError, lastAttemptAt: '2026-11-24T09:00:00.000Z' })).toEqual({
      tone: 'warning',
      text: `${lastError} Showing the 12 reels from 23 Nov, 02:30 PM.`,
    });
    expect(feedSummary({ ...inUse, lastError, reels: 0, lastRefreshedAt: null }).text).toBe(
      `${lastError} No Instagram reels are stored yet, so the strip shows the reels uploaded here.`,
    );
  });

  it('tells the owner the first refresh is still to come', () => {
    expect(feedSummary({ ...inUse, reels: 0, lastRefreshedAt: null, lastAttemptAt: null }).text).toBe(
      'The Instagram feed is in use; its first refresh runs within 30 minutes. No Instagram reels are stored yet, so the strip shows the reels uploaded here.',
    );
  });
});
