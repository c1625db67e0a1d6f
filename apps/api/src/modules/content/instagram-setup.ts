import { InstagramGraph } from '../../adapters/instagram/instagram-graph.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  INSTAGRAM_REFRESH_JOB,
  INSTAGRAM_REFRESH_MINUTES,
  InstagramFeedService,
} from './instagram-feed.service.ts';

/**
 * The home page's reels: the brand's Instagram account when INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_USER_ID are set,
 * refreshed by a job every INSTAGRAM_REFRESH_MINUTES (and at start when due) on whichever instance takes it.
 */
export function createInstagramFeed(deps: {
  db: Db;
  config: Config;
  storage: Storage;
  jobs: Pick<JobQueue, 'define'>;
  log: (line: string) => void;
  onChange: () => void;
}): InstagramFeedService {
  const { db, config, storage, jobs, log, onChange } = deps;
  const instagramFeed = new InstagramFeedService(db, {
    graph:
      config.INSTAGRAM_ACCESS_TOKEN && config.INSTAGRAM_USER_ID
        ? new InstagramGraph({ userId: config.INSTAGRAM_USER_ID, baseUrl: config.INSTAGRAM_API_URL })
        : undefined,
    seedToken: config.INSTAGRAM_ACCESS_TOKEN,
    storage,
    log,
    onChange,
  });
  jobs.define({
    name: INSTAGRAM_REFRESH_JOB,
    cron: `*/${INSTAGRAM_REFRESH_MINUTES} * * * *`,
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: () => instagramFeed.refresh(),
    atStart: { due: () => instagramFeed.refreshDue(), onceWithinSeconds: INSTAGRAM_REFRESH_MINUTES * 60 },
  });
  return instagramFeed;
}
