import type { Route } from './+types/career-detail';

export const meta: Route.MetaFunction = () => [{ title: 'Pracovná ponuka | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function CareerDetailPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Pracovná ponuka</h1>
    </div>
  );
}
