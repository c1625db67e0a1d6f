import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buy, call, line, login, newMobile } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { users } from '../../db/schema.ts';

const { t, take } = shopForFile();
const verify = (payload: unknown) => call(t.app, 'POST', '/orders/verify-payment-signature', { payload });
const ordersOf = async (token: string) =>
  ((await call(t.app, 'GET', '/orders/userOrders', { token })).json.body as { _id: string }[]).map(
    (order) => order._id,
  );

describe('a guest checkout proves nothing about the number typed into it', () => {
  it('returns no session, makes no account, and keeps the order out of the number’s history', async () => {
    const victim = newMobile();
    // The attacker pays for something cheap with a number that is not theirs and has no account yet.
    const { verifyPayload, created } = await buy(t.app, [line(take())], { mobile: victim });
    const verified = await verify(verifyPayload);
    expect(verified.statusCode).toBe(200);
    expect(verified.json.body).not.toHaveProperty('token');
    expect(verified.json.body.claimToken).toEqual(expect.any(String));
    expect(await t.database.db.select().from(users).where(eq(users.mobile, victim))).toEqual([]);

    // The number's owner signs up later: the stranger's order is not theirs to see.
    const owner = await login(t.app, t.dataDir, victim);
    expect(await ordersOf(owner.token)).not.toContain(created._id);
    expect(
      (await call(t.app, 'GET', `/orders/userOrders/${created._id}`, { token: owner.token })).statusCode,
    ).toBe(404);
  });

  it('ends at the first OTP login every token issued to an account that had never proven its number', async () => {
    // The state an older version left behind: an account made by a guest checkout, its token in a stranger's hands.
    const mobile = newMobile();
    const [account] = await t.database.db.insert(users).values({ mobile }).returning();
    if (!account) throw new Error('no account');
    const strangersToken = await t.app.services.tokens.session(account);
    expect((await call(t.app, 'GET', '/users/profile', { token: strangersToken })).statusCode).toBe(200);

    const owner = await login(t.app, t.dataDir, mobile);
    const refused = await call(t.app, 'GET', '/users/profile', { token: strangersToken });
    expect(refused.statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/users/profile', { token: owner.token })).statusCode).toBe(200);

    // Later logins of a proven account leave the other sessions alone.
    const again = await login(t.app, t.dataDir, mobile, '10.9.0.2');
    expect((await call(t.app, 'GET', '/users/profile', { token: owner.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/users/profile', { token: again.token })).statusCode).toBe(200);
  });

  it('adds a guest order to an existing customer’s history only when its placer proves the number', async () => {
    const customer = await login(t.app, t.dataDir);
    const { verifyPayload, created } = await buy(t.app, [line(take())], { mobile: customer.mobile });
    const { claimToken } = (await verify(verifyPayload)).json.body;
    expect(await ordersOf(customer.token)).not.toContain(created._id);

    // The browser that paid holds the claim; with a code texted to the number, the order joins the account.
    const claimed = await login(t.app, t.dataDir, customer.mobile, '10.9.0.3', claimToken);
    expect(claimed.claimedOrders).toBe(1);
    expect(await ordersOf(claimed.token)).toContain(created._id);
    expect(await ordersOf(customer.token)).toContain(created._id);
  });

  it('refuses a claim for another number, and a forged claim', async () => {
    const mobile = newMobile();
    const { verifyPayload } = await buy(t.app, [line(take())], { mobile });
    const { claimToken } = (await verify(verifyPayload)).json.body;
    const other = await call(t.app, 'POST', '/users/register', {
      payload: { mobile: newMobile(), orderClaim: claimToken },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json.errors.mobile).toBe('Use the number you gave at checkout');
    const forged = await call(t.app, 'POST', '/users/register', {
      payload: { mobile, orderClaim: `${claimToken.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
