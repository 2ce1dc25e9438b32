import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [{ title: 'Košík | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function CartPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Košík</h1>
    </div>
  );
}
