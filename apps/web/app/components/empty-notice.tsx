import { ButtonLink } from './ui/button.tsx';

/** A boxed note where a list or a record would be (none yet, or not found), and the way on from there. */
export function EmptyNotice({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <div className="mt-6 rounded-2xl border border-brand-100 bg-white px-6 py-12 text-center">
      <p className="font-serif text-xl text-brand-900">{title}</p>
      <p className="mt-2 text-stone-600">{text}</p>
      <ButtonLink to={to} className="mt-6">
        {action}
      </ButtonLink>
    </div>
  );
}
