import type { Route } from './+types/category';

export const meta: Route.MetaFunction = () => [{ title: 'Kategória | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function CategoryPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Kategória</h1>
    </div>
  );
}
