/** An account page's content: one section, named by its h1. */
export function AccountPage({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="text-3xl text-brand-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
