import { useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Off-screen widgets use it to
 * put off work (a carousel measuring its slides) that would otherwise all land in the first second of the page.
 */
export function useNearViewport(element: Element | null, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
