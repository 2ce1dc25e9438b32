import type { Route } from './+types/product-list-special';

export const meta: Route.MetaFunction = () => [{ title: 'Produkty | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function ProductListSpecialPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Produkty</h1>
    </div>
  );
}
