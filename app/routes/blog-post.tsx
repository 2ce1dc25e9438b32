import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = () => [{ title: 'Blog | Party shop' }];

/** Filled by a later issue; until then an honest heading, never fake content. */
export default function BlogPostPage() {
  return (
    <div className="shop-container py-8">
      <h1 className="text-2xl font-bold">Blog</h1>
    </div>
  );
}
