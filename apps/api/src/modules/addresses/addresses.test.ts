import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, savedAddress } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';

const t = appForFile();
let alice: string;
let bob: string;
beforeAll(async () => {
  alice = (await login(t.app, t.dataDir)).token;
  bob = (await login(t.app, t.dataDir)).token;
});

// The number as a shopper types it, spaced and with the country code.
const address = { ...savedAddress, mobile: '+91 98290 12345' };

describe('/userAddress', () => {
  it('adds, lists, reads and edits the caller’s own addresses', async () => {
    const created = await call(t.app, 'POST', '/userAddress', { token: alice, payload: address });
    expect(created.statusCode).toBe(200);
    expect(created.json.token).toBe(alice);
    expect(created.json.body).toMatchObject({
      ...address,
      mobile: '9829012345',
      _id: expect.any(String),
      isDeleted: false,
    });
    const id = created.json.body._id;
    const listed = await call(t.app, 'GET', '/userAddress', { token: alice });
    expect(listed.json.body.map((a: { _id: string }) => a._id)).toContain(id);
    expect((await call(t.app, 'GET', `/userAddress/${id}`, { token: alice })).json.body.city).toBe('Udaipur');
    const edited = await call(t.app, 'PUT', `/userAddress/${id}`, {
      token: alice,
      payload: { ...address, city: 'Jaipur', pincode: '302001', addressType: 'OFFICE' },
    });
    expect(edited.json.body).toMatchObject({ city: 'Jaipur', pincode: '302001', addressType: 'OFFICE' });
  });

  it('shows nobody else’s address: another shopper’s id is a 404 for read, edit and delete', async () => {
    const created = await call(t.app, 'POST', '/userAddress', { token: alice, payload: address });
    const id = created.json.body._id;
    expect((await call(t.app, 'GET', `/userAddress/${id}`, { token: bob })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/userAddress/${id}`, { token: bob, payload: address })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/userAddress/${id}`, { token: bob })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/userAddress', { token: bob })).json.body).toEqual([]);
    expect((await call(t.app, 'GET', `/userAddress/${id}`, { token: alice })).statusCode).toBe(200);
  });

  it('deletes softly: gone from the list and from reads', async () => {
    const created = await call(t.app, 'POST', '/userAddress', { token: alice, payload: address });
    const id = created.json.body._id;
    expect((await call(t.app, 'DELETE', `/userAddress/${id}`, { token: alice })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/userAddress/${id}`, { token: alice })).statusCode).toBe(404);
    const listed = await call(t.app, 'GET', '/userAddress', { token: alice });
    expect(listed.json.body.map((a: { _id: string }) => a._id)).not.toContain(id);
  });

  it('answers every missing field with its required-field message', async () => {
    const { statusCode, json } = await call(t.app, 'POST', '/userAddress', { token: alice, payload: {} });
    expect(statusCode).toBe(400);
    expect(json.errors).toEqual({
      firstName: 'First Name is a required field',
      lastName: 'Last Name is a required field',
      mobile: 'Mobile is a required field',
      email: 'Email is a required field',
      address: 'Address is a required field',
      locality: 'Locality is a required field',
      city: 'City is a required field',
      state: 'State is a required field',
      pincode: 'Pincode is a required field',
      country: 'Country is a required field',
      addressType: 'Address Type is a required field',
    });
  });

  it('checks pincode, mobile, e-mail, country and type', async () => {
    const { json } = await call(t.app, 'POST', '/userAddress', {
      token: alice,
      payload: {
        ...address,
        pincode: '01234',
        mobile: '12345',
        email: 'x@',
        country: 'Nepal',
        addressType: 'HOSTEL',
      },
    });
    expect(json.errors).toEqual({
      pincode: 'Pincode must be a valid 6-digit PIN code',
      mobile: 'Mobile must be a valid 10-digit Indian mobile number',
      email: 'Email must be a valid email',
      country: 'We deliver within India only',
      addressType: 'Address Type is a required field',
    });
  });

  it('needs a login and a well-formed id', async () => {
    expect((await call(t.app, 'GET', '/userAddress')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/userAddress', { payload: address })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/userAddress/not-an-id', { token: alice })).statusCode).toBe(400);
  });
});
