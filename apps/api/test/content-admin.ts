import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, carouselItems } from '../src/db/schema.ts';
import { loginAs } from './shop.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The back office's content tests share one set-up: an app, a staff session and an image the seed holds. The
// bindings are filled in by `useContentAdminApp`'s beforeAll.

export let t: TestApp;
export let staff: string;
export let seededImage: string;

/** Starts the app before this file's tests and closes it after. */
export function useContentAdminApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
    const [first] = await t.app.db.select().from(carouselItems).limit(1);
    if (!first) throw new Error('the seed has no carousel');
    seededImage = first.image;
  });
  afterAll(() => t.close());
}

export const auditRows = (entityType: string, entityId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)));
