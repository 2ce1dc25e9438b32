/**
 * schema.org JSON-LD of the blog, careers and events pages: BlogPosting, JobPosting and Event. Rendered through
 * seo.ts (`jsonLd` option → React Router's escaped `script:ld+json`). Addresses are absolute (PUBLIC_URL).
 */
import type { JobDetail } from '@/domain/content/jobs';
import type { EventDetail } from '@/domain/content/events';
import type { PostDetail } from '@/domain/content/posts';
import { absoluteImageUrl, absoluteUrl, organizationRef, plainDescription } from './seo';

export function blogPostingJsonLd(publicUrl: string, post: PostDetail, siteName: string) {
  const url = absoluteUrl(publicUrl, post.url);
  const image = absoluteImageUrl(publicUrl, post.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title.slice(0, 110),
    description: plainDescription(post.perex ?? post.content),
    ...(image ? { image: [image] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { ...organizationRef(publicUrl), '@type': 'Organization', name: siteName },
    publisher: { ...organizationRef(publicUrl), '@type': 'Organization', name: siteName },
    ...(post.category ? { articleSection: post.category.name } : {}),
    inLanguage: 'sk-SK',
  };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'plný úväzok': 'FULL_TIME',
  'skrátený úväzok': 'PART_TIME',
  brigáda: 'TEMPORARY',
};

/** JobPosting: title, description (HTML allowed by Google), date, hiring organisation and the place of work. */
export function jobPostingJsonLd(publicUrl: string, job: JobDetail, siteName: string) {
  const employmentType = job.employmentType ? EMPLOYMENT_TYPES[job.employmentType.toLowerCase()] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || job.title,
    url: absoluteUrl(publicUrl, job.url),
    identifier: { '@type': 'PropertyValue', name: siteName, value: String(job.id) },
    ...(job.publishedAt ? { datePosted: job.publishedAt } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { ...organizationRef(publicUrl), '@type': 'Organization', name: siteName, sameAs: absoluteUrl(publicUrl, '/') },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', ...(job.location ? { addressLocality: job.location } : {}), addressCountry: 'SK' },
    },
    ...(job.salary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', description: job.salary } } }
      : {}),
    directApply: true,
  };
}

/** Event: name, dates, place (the branch when it is one), organiser and status. */
export function eventJsonLd(publicUrl: string, event: EventDetail, siteName: string) {
  const image = absoluteImageUrl(publicUrl, event.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: absoluteUrl(publicUrl, event.url),
    description: plainDescription(event.description, 300),
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.store?.name ?? event.place ?? siteName,
      ...(event.store ? { url: absoluteUrl(publicUrl, event.store.url) } : {}),
      address: { '@type': 'PostalAddress', ...(event.place ? { streetAddress: event.place } : {}), addressCountry: 'SK' },
    },
    ...(image ? { image: [image] } : {}),
    organizer: event.organizerName
      ? { '@type': 'Organization', name: event.organizerName }
      : { ...organizationRef(publicUrl), '@type': 'Organization', name: siteName },
  };
}
