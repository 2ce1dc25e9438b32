/**
 * The contacts page (/kontakty, /contacts/{id}): people and departments of the head office and the branch managers
 * (contacts table). A contact tied to a branch links to it; one tied to the warehouse (not a shopper's place) does not.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts, stores } from '../../db/schema';
import { storeUrl } from '../stores/stores';

export interface ContactView {
  id: number;
  name: string;
  role: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
  /** the branch this person works at (branches only) */
  store: { id: number; name: string; url: string } | null;
  /** /contacts/{id} */
  url: string;
}

export const contactUrl = (contact: { id: number }) => `/contacts/${contact.id}`;

const select = (db: DbOrTx) =>
  db
    .select({
      id: contacts.id,
      name: contacts.name,
      role: contacts.role,
      department: contacts.department,
      email: contacts.email,
      phone: contacts.phone,
      storeId: stores.id,
      storeName: stores.name,
    })
    .from(contacts)
    .leftJoin(stores, and(eq(stores.id, contacts.storeId), eq(stores.kind, 'branch'), eq(stores.isActive, true)));

function toView(row: Awaited<ReturnType<typeof select>>[number]): ContactView {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    department: row.department,
    email: row.email,
    phone: row.phone,
    store:
      row.storeId === null || row.storeName === null ? null : { id: row.storeId, name: row.storeName, url: storeUrl({ id: row.storeId }) },
    url: contactUrl(row),
  };
}

/** All contacts in their order: the head office first (no branch), then the branch managers. */
export async function listContacts(db: DbOrTx): Promise<ContactView[]> {
  const rows = await select(db).orderBy(asc(contacts.position), asc(contacts.id));
  return rows.map(toView);
}

export async function findContact(db: DbOrTx, id: number): Promise<ContactView | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await select(db).where(eq(contacts.id, id)).limit(1);
  return row ? toView(row) : null;
}
