import { config } from 'zod/v4/core';

// The storefront's `zod` (an alias in vite.config.ts): zod itself, configured before any schema is built. The
// content security policy forbids eval, and zod probes for it when a module first builds an object schema, which
// the browser reports as a violation; jitless skips the probe. Through the alias only pages that use a schema
// load zod at all. The server (no such policy, and the API's own validation) keeps the fast path.
if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod/v4';
