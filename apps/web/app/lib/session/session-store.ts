import type { Language } from '@shop/shared';

// docs/product.md#browser-storage: the session lives in localStorage under `user`, with the actions USER, UPDATE_STATE,
// TOGGLE_CART, CLEAR_CART and CLEAR, and NAME_LINES for a cart shown in another language than it was filled in.
// Server-rendered HTML always uses the initial state, so hydration never mismatches; the stored record takes over
// right after (useSyncExternalStore's server snapshot).

export interface CartItem {
  /** Product id. */
  _id: string;
  slug: string;
  name: string;
  image: string;
  quantity: number;
  /** Paise, as shown when added; the server prices the order again at checkout. */
  mrp: number;
  salePrice: number | null;
  size: { _id: string; title: string };
  isBase: boolean;
  /** The language `name` is in, the page's when added; lines saved before it was kept are English. */
  language?: Language;
}

export interface SessionState {
  token: string | null;
  cart: CartItem[];
  bundleCart: CartItem[];
  shouldCartOpen: boolean;
}

export type SessionAction =
  | { type: 'USER'; payload: Partial<SessionState> }
  | { type: 'UPDATE_STATE'; payload: Partial<SessionState> }
  | { type: 'TOGGLE_CART'; payload: { shouldCartOpen: boolean } }
  | { type: 'CLEAR_CART' }
  /**
   * Names the lines of these products (id to name) in `language`, in the cart and the bundle alike; null keeps a
   * line's name (a product the catalog no longer has) and only records that it was asked.
   */
  | { type: 'NAME_LINES'; payload: { language: Language; names: Record<string, string | null> } }
  | { type: 'CLEAR' };

export const STORAGE_KEY = 'user';
export const PENDING_SIGNUP_KEY = 'signupToken';
export const PAYMENT_ORDER_KEY = 'paymentOrderId';

export const initialSession: SessionState = Object.freeze({
  token: null,
  cart: [],
  bundleCart: [],
  shouldCartOpen: false,
}) as SessionState;

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'USER':
    case 'UPDATE_STATE':
    case 'TOGGLE_CART':
      return { ...state, ...action.payload };
    case 'CLEAR_CART':
      return { ...state, cart: [], bundleCart: [] };
    case 'NAME_LINES': {
      const { language, names } = action.payload;
      const rename = (lines: CartItem[]) =>
        lines.map((line) => {
          const name = names[line._id];
          return name === undefined ? line : { ...line, name: name ?? line.name, language };
        });
      return { ...state, cart: rename(state.cart), bundleCart: rename(state.bundleCart) };
    }
    case 'CLEAR':
      return initialSession;
  }
}

/** The saved record, or null; a corrupt record counts as none. */
export function readStoredUser(): SessionState | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      token: typeof parsed.token === 'string' ? parsed.token : null,
      cart: Array.isArray(parsed.cart) ? parsed.cart.filter(isCartItem) : [],
      bundleCart: Array.isArray(parsed.bundleCart) ? parsed.bundleCart.filter(isCartItem) : [],
      shouldCartOpen: parsed.shouldCartOpen === true,
    };
  } catch {
    return null;
  }
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item._id === 'string' &&
    typeof item.name === 'string' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1 &&
    Number.isInteger(item.mrp) &&
    (item.salePrice === null || Number.isInteger(item.salePrice)) &&
    typeof item.slug === 'string' &&
    typeof item.size?._id === 'string'
  );
}

type Listener = () => void;

/** One store per browser tab (`sessionStore`), shared by every component through useSession(). */
export class SessionStore {
  #state: SessionState = initialSession;
  #loaded = false;
  readonly #listeners = new Set<Listener>();

  getSnapshot = (): SessionState => {
    if (!this.#loaded && typeof window !== 'undefined') {
      this.#loaded = true;
      this.#state = readStoredUser() ?? initialSession;
    }
    return this.#state;
  };

  getServerSnapshot = (): SessionState => initialSession;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('storage', this.#onStorage);
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', this.#onStorage);
      }
    };
  };

  dispatch = (action: SessionAction): void => {
    this.#state = sessionReducer(this.getSnapshot(), action);
    // Saving and removing fail silently (docs/product.md#browser-storage): a full or blocked storage must not break the page.
    try {
      if (action.type === 'CLEAR') window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(this.#state));
    } catch {}
    for (const listener of this.#listeners) listener();
  };

  // Another tab changed the cart or logged out: follow it.
  #onStorage = (event: StorageEvent): void => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    this.#state = readStoredUser() ?? initialSession;
    for (const listener of this.#listeners) listener();
  };
}

export const sessionStore = new SessionStore();
