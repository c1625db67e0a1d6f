// Shared by the server, which defers the page's scripts, and the browser entry, which starts hydration.

/** The type that keeps React Router's inline module script inert until the page has painted. */
export const DEFERRED_SCRIPT_TYPE = 'text/x-deferred-module';

/** Set on window just before hydrateRoot: from then on React itself queues and replays early clicks. */
export const HYDRATION_FLAG = 'shopHydrationStarted';
