import type { Route } from './+types/store-detail';

export const meta: Route.MetaFunction = () => [{ title: 'Predajňa | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function StoreDetailPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Predajňa</h1>
    </div>
  );
}
