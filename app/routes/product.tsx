import type { Route } from './+types/product';

export const meta: Route.MetaFunction = () => [{ title: 'Produkt | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function ProductPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Produkt</h1>
    </div>
  );
}
