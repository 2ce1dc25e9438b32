/**
 * Received job applications in the back office: the list per job ad and the CV download. The storefront
 * form (src/domain/content/jobs.ts, applyForJob) stores the CV under DATA_DIR/job-applications — never served
 * publicly; editors and admins get it through GET /api/admin/content/job-applications/{id}/cv as an attachment.
 */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobApplications } from '../../db/schema';
import type { FileStore } from '../../db/file-store';
import { readCvFile } from './admin-content-files';

export interface AdminJobApplication {
  id: number;
  jobId: number;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  cvFilename: string | null;
  /** the download through the admin API, null without a CV */
  cvUrl: string | null;
  createdAt: string;
}

const applicationCvUrl = (id: number) => `/api/admin/content/job-applications/${id}/cv`;

/** Applications of one job ad, newest first. */
export async function listJobApplications(db: DbOrTx, jobId: number): Promise<AdminJobApplication[]> {
  const rows = await db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      name: jobApplications.name,
      email: jobApplications.email,
      phone: jobApplications.phone,
      message: jobApplications.message,
      cvPath: jobApplications.cvPath,
      cvFilename: jobApplications.cvFilename,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map(({ cvPath, createdAt, ...row }) => ({
    ...row,
    cvUrl: cvPath ? applicationCvUrl(row.id) : null,
    createdAt: createdAt.toISOString(),
  }));
}

/** The CV file of an application: content, download name and type; null when there is none (or it is gone). */
export async function findApplicationCv(
  db: DbOrTx,
  files: FileStore,
  id: number,
): Promise<{ bytes: Buffer; fileName: string; mime: string } | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ cvPath: jobApplications.cvPath, cvFilename: jobApplications.cvFilename, cvMime: jobApplications.cvMime })
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row) return null;
  const bytes = await readCvFile(files, row.cvPath);
  if (!bytes) return null;
  return { bytes, fileName: row.cvFilename ?? 'zivotopis', mime: row.cvMime ?? 'application/octet-stream' };
}

/** Content-Disposition: attachment with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
