/**
 * The browser side of the media library API (decision 0086), shared by the image picker and the rich-text editor:
 * search the library and upload images (same-origin fetch with the session cookie; the server checks everything).
 */
export interface MediaPick {
  id: number | null;
  path: string;
  name: string;
  alt: string | null;
  source: 'library' | 'product';
  productName: string | null;
}

export async function searchMedia(q: string, signal?: AbortSignal): Promise<MediaPick[]> {
  const response = await fetch(`/api/admin/media?q=${encodeURIComponent(q)}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: { items?: MediaPick[] } };
  return body.data?.items ?? [];
}

/** Uploads one image; the new library path, or the server's (Slovak) message. */
export async function uploadMediaFile(file: File, alt: string): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  const form = new FormData();
  form.append('images', file);
  if (alt) form.append('alt', alt);
  try {
    const response = await fetch('/api/admin/media', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
    const body = (await response.json().catch(() => ({}))) as { data?: { items?: { path: string }[] }; message?: string };
    const path = body.data?.items?.[0]?.path;
    return response.ok && path ? { ok: true, path } : { ok: false, message: body.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}
