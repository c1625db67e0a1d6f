/** The title and look of one section: the caller's card and heading classes. */
export interface TitledSectionProps {
  /** The heading's id: the section is named by its heading (aria-labelledby). */
  id: string;
  title: React.ReactNode;
  children: React.ReactNode;
}

/** A section named by its own h2, so a screen reader lists it by that title. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: TitledSectionProps & { className: string; titleClassName: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
