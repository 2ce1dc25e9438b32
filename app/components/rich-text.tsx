import { useMemo } from 'react';

/**
 * HTML that the server has already sanitized (sanitizeRichText); never pass raw input here. The `__html` object is
 * kept across renders: React compares it by reference and would otherwise parse and replace the content each time
 * the parent re-renders.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const inner = useMemo(() => ({ __html: html }), [html]);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={inner} />;
}
