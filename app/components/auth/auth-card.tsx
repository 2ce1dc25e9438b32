import type { ReactNode } from 'react';

/** The card around an auth form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="shop-container py-8 desktop:py-12">
      <div className="mx-auto flex max-w-md flex-col gap-5 rounded-xl border border-line bg-white p-6 shadow-sm tablet:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
          {intro ? <p className="text-muted">{intro}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
