import type { Route } from './+types/event-thanks';

export const meta: Route.MetaFunction = () => [{ title: 'Ďakujeme | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function EventThanksPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Ďakujeme</h1>
    </div>
  );
}
