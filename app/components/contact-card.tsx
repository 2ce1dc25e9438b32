import { Link } from 'react-router';
import type { ContactView } from '@/domain/content/contacts';
import { useT } from '~/lib/root/use-root-data';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A person or department: name (link to /contacts/{id}), role, branch, e-mail and phone. */
export function ContactCard({ contact, headingLevel = 3 }: { contact: ContactView; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4" data-testid="contact-card">
      {contact.department ? <p className="text-sm font-semibold tracking-wide text-teal uppercase">{contact.department}</p> : null}
      <Heading className="text-lg font-bold text-ink">
        <Link
          to={contact.url}
          className="text-brand-dark underline-offset-2 hover:underline"
          aria-label={t('contacts.detail_link_named', { name: contact.name })}
        >
          {contact.name}
        </Link>
      </Heading>
      {contact.role ? <p className="text-sm text-muted">{contact.role}</p> : null}
      <ContactLines contact={contact} />
    </li>
  );
}

export function ContactLines({ contact }: { contact: ContactView }) {
  const t = useT();
  return (
    <ul className="mt-1 flex flex-col gap-1 text-sm">
      {contact.email ? (
        <li className="break-all">
          <span className="text-muted">{t('frame.email')}: </span>
          <a href={`mailto:${contact.email}`} className="font-semibold text-brand-dark underline-offset-2 hover:underline">
            {contact.email}
          </a>
        </li>
      ) : null}
      {contact.phone ? (
        <li>
          <span className="text-muted">{t('frame.phone')}: </span>
          <a href={telHref(contact.phone)} className="font-semibold text-brand-dark underline-offset-2 hover:underline">
            {contact.phone}
          </a>
        </li>
      ) : null}
      {contact.store ? (
        <li>
          <span className="text-muted">{t('contacts.store')}: </span>
          <Link to={contact.store.url} className="font-semibold text-brand-dark underline-offset-2 hover:underline">
            {contact.store.name}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
