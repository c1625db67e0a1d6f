/** Shown above a form a member of staff may read but not save (docs/admin.md#roles). */
export function ReadOnlyNote({
  children = 'Only an admin can change the catalog.',
}: {
  children?: React.ReactNode;
}) {
  return (
    <p
      role="note"
      className="mb-4 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-stone-700"
    >
      {children}
    </p>
  );
}
