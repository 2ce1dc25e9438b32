import type { Route } from './+types/contacts';

export const meta: Route.MetaFunction = () => [{ title: 'Kontakty | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function ContactsPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Kontakty</h1>
    </div>
  );
}
