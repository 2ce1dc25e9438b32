import type { Route } from './+types/order-summary';

export const meta: Route.MetaFunction = () => [{ title: 'Zhrnutie objednávky | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function OrderSummaryPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Zhrnutie objednávky</h1>
    </div>
  );
}
