import { Outlet } from 'react-router';

/** Simple layout: no header or footer (SPEC §2). */
export default function SimpleLayout() {
  return (
    <main id="obsah" className="flex min-h-screen flex-col items-center justify-center p-6">
      <Outlet />
    </main>
  );
}
