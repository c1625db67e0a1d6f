import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/test-app.ts';
import { contactMessages } from '../../db/schema.ts';

const t = appForFile();

const post = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/contactUs', payload: payload as object, remoteAddress: ip });

const valid = {
  name: 'Priya Sharma',
  email: 'Priya@Example.com',
  number: '+91 98290 11111',
  message: 'Is the serum safe for oily skin?',
};

describe('POST /contactUs', () => {
  it('stores a valid message with the number normalised', async () => {
    const response = await post(valid, '10.0.0.2');
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json).toMatchObject({ status: 200, body: { _id: expect.any(String) } });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(stored).toMatchObject({ id: json.body._id, email: 'priya@example.com', number: '9829011111' });
  });

  it('answers every missing field with the required-field message and stores nothing', async () => {
    const before = await t.database.db.$count(contactMessages);
    const response = await post({}, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      requestId: expect.any(String),
      errors: {
        name: 'Name is a required field',
        email: 'Email is a required field',
        number: 'Phone No is a required field',
        message: 'Message is a required field',
      },
    });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('rejects a bad e-mail and a bad phone number', async () => {
    const response = await post({ ...valid, email: 'not-an-email', number: '12345' }, '10.0.0.4');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Email must be a valid email',
      number: 'Phone No must be a valid 10-digit Indian mobile number',
    });
  });

  it('limits one address to five messages in ten minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(valid, '10.0.0.5')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post(valid, '10.0.0.5');
    expect(limited.json()).toEqual({
      status: 429,
      message: 'Too many attempts in a short time. Please try again in 10 minutes.',
      requestId: expect.any(String),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect((await post(valid, '10.0.0.6')).statusCode).toBe(200);
  });
});
