import { Link } from 'react-router';

/** The heading row of a home section: an h2 (its id labels the section) and an optional 'see all' link. */
export function SectionHeader({ id, title, link }: { id: string; title: string; link?: { to: string; label: string } }) {
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {link ? (
        <Link to={link.to} prefetch="intent" className="rounded font-semibold text-brand-dark underline-offset-4 hover:underline">
          {link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </div>
  );
}
