import { ButtonLink } from './ui/button.tsx';

type Way = { to: string; label: string };

/** Where to go next, centred under a message: the main way as a solid button, the other beside it, lighter. */
export function WaysOn({ main, other }: { main: Way; other: Way }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <ButtonLink to={main.to}>{main.label}</ButtonLink>
      <ButtonLink to={other.to} variant="secondary">
        {other.label}
      </ButtonLink>
    </div>
  );
}
