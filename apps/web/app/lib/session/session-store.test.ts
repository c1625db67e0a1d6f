import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CartItem,
  initialSession,
  readStoredUser,
  type SessionState,
  SessionStore,
  STORAGE_KEY,
  sessionReducer,
} from './session-store.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  _id: 'p1',
  slug: 'neem-face-wash',
  name: 'Neem Face Wash',
  image: 'products/neem.webp',
  quantity: 2,
  mrp: 34900,
  salePrice: 29900,
  size: { _id: 's1', title: '100 ml' },
  isBase: true,
  ...overrides,
});

const state = (overrides: Partial<SessionState> = {}): SessionState => ({ ...initialSession, ...overrides });

describe('sessionReducer', () => {
  it('merges what USER, UPDATE_STATE and TOGGLE_CART carry', () => {
    const loggedIn = sessionReducer(state({ cart: [item()] }), { type: 'USER', payload: { token: 't1' } });
    expect(loggedIn).toEqual(state({ token: 't1', cart: [item()] }));
    const updated = sessionReducer(loggedIn, { type: 'UPDATE_STATE', payload: { bundleCart: [item()] } });
    expect(updated.bundleCart).toEqual([item()]);
    expect(updated.token).toBe('t1');
    expect(
      sessionReducer(updated, { type: 'TOGGLE_CART', payload: { shouldCartOpen: true } }).shouldCartOpen,
    ).toBe(true);
  });

  it('NAME_LINES names every line of the given products in the language, in cart and bundle, and nothing else', () => {
    const before = state({
      cart: [
        item(),
        item({ size: { _id: 's2', title: '200 ml' } }),
        item({ _id: 'p2', name: 'Tulsi Toner' }),
      ],
      bundleCart: [item({ quantity: 1 }), item({ _id: 'p3', name: 'Gone Soap' })],
    });
    const next = sessionReducer(before, {
      type: 'NAME_LINES',
      payload: { language: 'hi', names: { p1: 'नीम फ़ेस वॉश', p3: null } },
    });
    expect(next.cart.map((line) => [line.name, line.language, line.size._id, line.quantity])).toEqual([
      ['नीम फ़ेस वॉश', 'hi', 's1', 2],
      ['नीम फ़ेस वॉश', 'hi', 's2', 2],
      ['Tulsi Toner', undefined, 's1', 2],
    ]);
    // A product the catalog no longer has keeps its name and is marked as asked.
    expect(next.bundleCart.map((line) => [line.name, line.language, line.quantity])).toEqual([
      ['नीम फ़ेस वॉश', 'hi', 1],
      ['Gone Soap', 'hi', 2],
    ]);
  });

  it('CLEAR_CART empties cart and bundle and keeps the login', () => {
    const next = sessionReducer(state({ token: 't1', cart: [item()], bundleCart: [item()] }), {
      type: 'CLEAR_CART',
    });
    expect(next).toEqual(state({ token: 't1' }));
  });

  it('CLEAR returns to the initial state: no token, empty carts, cart closed', () => {
    const next = sessionReducer(state({ token: 't1', cart: [item()], shouldCartOpen: true }), {
      type: 'CLEAR',
    });
    expect(next).toBe(initialSession);
  });

  it('never changes the state it was given', () => {
    const before = state({ cart: [item()] });
    sessionReducer(before, { type: 'UPDATE_STATE', payload: { cart: [] } });
    expect(before.cart).toHaveLength(1);
  });
});

/** A localStorage in memory; `failing` makes every call throw, as a full or blocked storage does. */
function fakeWindow(initial: Record<string, string> = {}, { failing = false } = {}) {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const listeners = new Set<(event: { key: string | null }) => void>();
  const window = {
    localStorage: {
      getItem(key: string) {
        guard();
        return data.get(key) ?? null;
      },
      setItem(key: string, value: string) {
        guard();
        data.set(key, value);
      },
      removeItem(key: string) {
        guard();
        data.delete(key);
      },
    },
    addEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('window', window);
  return {
    data,
    /** Another tab wrote the record. */
    otherTab(value: string | null) {
      if (value === null) data.delete(STORAGE_KEY);
      else data.set(STORAGE_KEY, value);
      for (const listener of listeners) listener({ key: STORAGE_KEY });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readStoredUser', () => {
  it('is null on the server, where there is no storage', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('is null when nothing is stored, the record is not JSON, or storage cannot be read', () => {
    fakeWindow();
    expect(readStoredUser()).toBeNull();
    fakeWindow({ [STORAGE_KEY]: '{"token":"t1","cart":[' });
    expect(readStoredUser()).toBeNull();
    fakeWindow({ [STORAGE_KEY]: '{}' }, { failing: true });
    expect(readStoredUser()).toBeNull();
  });

  it('reads a saved record back', () => {
    const saved = state({
      token: 't1',
      cart: [item()],
      bundleCart: [item({ quantity: 1 })],
      shouldCartOpen: true,
    });
    fakeWindow({ [STORAGE_KEY]: JSON.stringify(saved) });
    expect(readStoredUser()).toEqual(saved);
  });

  it('keeps what is sound in a damaged record and drops the rest', () => {
    fakeWindow({
      [STORAGE_KEY]: JSON.stringify({
        token: 42,
        cart: [
          item(),
          item({ _id: 'p2', quantity: 0 }),
          item({ _id: 'p3', mrp: 349.5 }),
          { ...item({ _id: 'p4' }), size: null },
          'not a line',
          null,
        ],
        bundleCart: 'broken',
        shouldCartOpen: 'yes',
      }),
    });
    expect(readStoredUser()).toEqual(state({ cart: [item()] }));
  });
});

describe('SessionStore', () => {
  it('starts from the stored record in the browser, and from the initial state on the server', () => {
    fakeWindow({ [STORAGE_KEY]: JSON.stringify(state({ token: 't1' })) });
    const store = new SessionStore();
    expect(store.getSnapshot().token).toBe('t1');
    expect(store.getServerSnapshot()).toBe(initialSession);
  });

  it('starts empty from a corrupt record', () => {
    fakeWindow({ [STORAGE_KEY]: 'undefined' });
    expect(new SessionStore().getSnapshot()).toBe(initialSession);
  });

  it('saves each change and tells its subscribers', () => {
    const { data } = fakeWindow();
    const store = new SessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'UPDATE_STATE', payload: { cart: [item()] } });
    expect(JSON.parse(data.get(STORAGE_KEY) ?? '')).toEqual(state({ cart: [item()] }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the stored record on CLEAR', () => {
    const { data } = fakeWindow({ [STORAGE_KEY]: JSON.stringify(state({ token: 't1' })) });
    const store = new SessionStore();
    store.dispatch({ type: 'CLEAR' });
    expect(data.has(STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot()).toBe(initialSession);
  });

  it('keeps working in memory when storage refuses to save', () => {
    fakeWindow({}, { failing: true });
    const store = new SessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.dispatch({ type: 'USER', payload: { token: 't1' } })).not.toThrow();
    expect(store.getSnapshot().token).toBe('t1');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab that changes the cart or logs out', () => {
    const tab = fakeWindow({ [STORAGE_KEY]: JSON.stringify(state({ token: 't1' })) });
    const store = new SessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    tab.otherTab(JSON.stringify(state({ token: 't1', cart: [item()] })));
    expect(store.getSnapshot().cart).toEqual([item()]);
    tab.otherTab(null);
    expect(store.getSnapshot()).toBe(initialSession);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tab.otherTab(JSON.stringify(state({ token: 't2' })));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
