import { config } from 'zod/v4/core';

// The content security policy forbids eval. zod probes for it when a module first builds an object schema, which
// the browser reports as a violation; jitless skips the probe. The root route imports this first: the route
// modules load before entry.client. The server (no such policy, and the API's own validation) keeps the fast path.
if (typeof document !== 'undefined') config({ jitless: true });
