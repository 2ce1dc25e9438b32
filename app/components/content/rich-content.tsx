import { RichText } from '~/components/rich-text';

/** Typography of sanitized rich text on the blog, careers and events pages (headings, lists, links, images). */
const richContentClass =
  'max-w-prose text-base leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-ink [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mb-1.5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_th]:text-left [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6';

export function RichContent({ html, className = '' }: { html: string; className?: string }) {
  return <RichText html={html} className={`${richContentClass} ${className}`} />;
}
