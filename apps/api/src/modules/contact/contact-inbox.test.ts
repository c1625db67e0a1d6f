import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema.ts';

// docs/admin.md#roles: staff read the messages sent through the contact form.
const t = appForFile();
let staff: string;
let ipCounter = 0;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});

async function send(name: string, message: string): Promise<string> {
  ipCounter++;
  const { statusCode, json } = await call(t.app, 'POST', '/contactUs', {
    payload: { name, email: 'inbox@example.com', number: '9829011111', message },
    ip: `10.9.0.${ipCounter}`,
  });
  expect(statusCode).toBe(200);
  return json.body._id;
}

const inbox = async (query = '') =>
  (await call(t.app, 'GET', `/admin/contactMessages?limit=0${query}`, { token: staff })).json;

describe('the inbox', () => {
  it('lists unread messages first, newest first, and marks one read and unread again', async () => {
    const older = await send('Older Sender', 'The first question');
    const newer = await send('Newer Sender', 'The second question');
    let rows = (await inbox()).body as { _id: string; read: boolean; createdAt: string }[];
    expect(rows.slice(0, 2).map((row) => row._id)).toEqual([newer, older]);
    expect(rows[0]).toMatchObject({
      name: 'Newer Sender',
      email: 'inbox@example.com',
      number: '9829011111',
      message: 'The second question',
      read: false,
      readAt: null,
    });

    const read = await call(t.app, 'PATCH', `/admin/contactMessages/${newer}`, {
      token: staff,
      payload: { read: true },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json.body).toMatchObject({ _id: newer, read: true, readAt: expect.any(String) });

    rows = (await inbox()).body;
    const firstRead = rows.findIndex((row) => row.read);
    expect(rows.slice(firstRead).every((row) => row.read)).toBe(true);
    expect(rows[0]?._id).toBe(older);
    expect(rows.map((row) => row._id).indexOf(newer)).toBeGreaterThanOrEqual(firstRead);

    const unreadOnly = (await inbox('&read=false')).body as { _id: string; read: boolean }[];
    expect(unreadOnly.every((row) => !row.read)).toBe(true);
    expect(unreadOnly.map((row) => row._id)).not.toContain(newer);
    const readOnly = (await inbox('&read=true')).body as { _id: string }[];
    expect(readOnly.map((row) => row._id)).toContain(newer);

    const unread = await call(t.app, 'PATCH', `/admin/contactMessages/${newer}`, {
      token: staff,
      payload: { read: false },
    });
    expect(unread.json.body).toMatchObject({ read: false, readAt: null });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, newer))
      .orderBy(desc(auditLog.createdAt));
    expect(audit.map((row) => row.action).sort()).toEqual(['read', 'unread']);
    expect(audit.find((row) => row.action === 'read')).toMatchObject({
      entityType: 'contactMessage',
      before: { read: false },
      after: { read: true },
    });
  });

  it('shows each change in the audit log, newest first, filtered by kind of record', async () => {
    const admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
    const id = await send('Audited Sender', 'Audit me');
    await call(t.app, 'PATCH', `/admin/contactMessages/${id}`, { token: staff, payload: { read: true } });
    const types = await call(t.app, 'GET', '/admin/audit/entityTypes', { token: admin });
    expect(types.json.body).toContain('contactMessage');
    const log = await call(t.app, 'GET', '/admin/audit?entityType=contactMessage', { token: admin });
    expect(log.json.body[0]).toMatchObject({
      action: 'read',
      entityType: 'contactMessage',
      entityId: id,
      actor: { role: 'STAFF' },
    });
    const times = (log.json.body as { at: string }[]).map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
    const staffRefused = await call(t.app, 'GET', '/admin/audit/entityTypes', { token: staff });
    expect(staffRefused.statusCode).toBe(403);
  });

  it('searches name, e-mail, number and text', async () => {
    const id = await send('Kavya Menon', 'Do you ship the kumkumadi oil to Kochi?');
    for (const term of ['kavya', 'KOCHI', 'inbox@example']) {
      const rows = (await inbox(`&search=${encodeURIComponent(term)}`)).body as { _id: string }[];
      expect(rows.map((row) => row._id)).toContain(id);
    }
    expect((await inbox('&search=nothing-like-this')).body).toEqual([]);
  });

  it('counts unread messages for the dashboard', async () => {
    await send('Count Sender', 'Counted');
    const { totalRecords, body } = await inbox('&read=false'.replace('limit=0', ''));
    expect(totalRecords).toBe(body.length);
    const one = (await call(t.app, 'GET', '/admin/contactMessages?read=false&limit=1', { token: staff }))
      .json;
    expect(one.body).toHaveLength(1);
    expect(one.totalRecords).toBe(totalRecords);
  });

  it('answers bad input with field errors', async () => {
    const id = await send('Bad Input', 'Checking validation');
    const notBoolean = await call(t.app, 'PATCH', `/admin/contactMessages/${id}`, {
      token: staff,
      payload: { read: 'yes' },
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json.errors.read).toBe('read must be true or false');
    const badFilter = await call(t.app, 'GET', '/admin/contactMessages?read=maybe', { token: staff });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json.errors.read).toBeDefined();
    const missing = await call(
      t.app,
      'PATCH',
      '/admin/contactMessages/00000000-0000-4000-8000-000000000000',
      {
        token: staff,
        payload: { read: true },
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
