import type { Route } from './+types/contact-detail';

export const meta: Route.MetaFunction = () => [{ title: 'Kontakt | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function ContactDetailPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Kontakt</h1>
    </div>
  );
}
