import type { Route } from './+types/search';

export const meta: Route.MetaFunction = () => [{ title: 'Vyhľadávanie | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function SearchPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Vyhľadávanie</h1>
    </div>
  );
}
