/** Lines of a plain-text field: newlines separate points; blank lines are dropped. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Shows a plain-text product field: one line as a paragraph, several as a list (`steps` numbers them), or as
 * paragraphs for prose.
 */
export function RichText({
  text,
  as = 'list',
  className = '',
}: {
  text: string | null | undefined;
  as?: 'list' | 'steps' | 'paragraphs';
  className?: string;
}) {
  const lines = textLines(text);
  if (lines.length === 0) return null;
  if (lines.length === 1 || as === 'paragraphs') {
    return (
      <div className={`space-y-3 ${className}`}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, lines may repeat
          <p key={index}>{line}</p>
        ))}
      </div>
    );
  }
  if (as === 'steps') {
    return (
      <ol className={`space-y-3 ${className}`}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, lines may repeat
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
            >
              {index + 1}
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className={`space-y-2 ${className}`}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, lines may repeat
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-clay-500" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
