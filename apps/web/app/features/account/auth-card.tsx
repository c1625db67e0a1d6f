import { LeafIcon } from '#app/components/icons.tsx';
import { LoadingState } from './loading-state.tsx';

/** The calm, centred card that frames login, verification and the details form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-md rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-10">
        <div className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <LeafIcon />
        </div>
        <h1 className="mt-5 text-center text-3xl text-brand-900">{title}</h1>
        {intro ? <div className="mt-2 text-center text-stone-600">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </main>
  );
}

/** The card while its page's data loads in the browser; the height keeps the form's place so nothing jumps. */
export function AuthCardLoading({ title, height }: { title: string; height: 'min-h-40' | 'min-h-48' }) {
  return (
    <AuthCard title={title}>
      <LoadingState className={height} />
    </AuthCard>
  );
}
