import type { Route } from './+types/documents';

export const meta: Route.MetaFunction = () => [{ title: 'Dokumenty | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function DocumentsPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Dokumenty</h1>
    </div>
  );
}
