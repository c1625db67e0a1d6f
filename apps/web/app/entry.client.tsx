import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { HYDRATION_FLAG } from '#app/lib/hydration.ts';

// The server's boot script holds early button presses until this is set; after it, React replays them.
(window as unknown as Record<string, boolean>)[HYDRATION_FLAG] = true;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
