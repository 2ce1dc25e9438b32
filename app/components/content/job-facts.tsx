import type { JobListItem } from '@/domain/content/jobs';
import { useT } from '~/lib/root/use-root-data';

/** Place of work, employment type and salary of a job ad, as a description list. */
export function JobFacts({ job }: { job: Pick<JobListItem, 'location' | 'employmentType' | 'salary'> }) {
  const t = useT();
  const facts: Array<[string, string | null]> = [
    [t('job.location'), job.location],
    [t('job.employment_type'), job.employmentType],
    [t('job.salary'), job.salary],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm tablet:grid-cols-[auto_1fr]">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
