/** HTML that the server has already sanitized (sanitizeRichText); never pass raw input here. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
