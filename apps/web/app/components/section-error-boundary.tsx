import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';

interface Props {
  /** What the visitor reads instead of the section, e.g. "Reviews cannot be shown just now." */
  message: string;
  /** Spacing of the note, so it sits where the section would have. */
  className?: string;
  children: ReactNode;
}

/**
 * Wraps a part of a page that can fail on its own (reviews, related products): if it throws while rendering,
 * a quiet note takes its place and the rest of the page stays. React runs error boundaries in the browser only;
 * the Suspense boundary inside makes a section that fails on the server render again there, where this one
 * catches it, instead of failing the whole page.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { message, className = '', children } = this.props;
    if (this.state.failed) {
      return (
        <p
          role="status"
          className={`rounded-2xl border border-brand-100 bg-white px-5 py-4 text-sm text-stone-600 ${className}`}
        >
          {message}
        </p>
      );
    }
    return <Suspense fallback={null}>{children}</Suspense>;
  }
}
