import { pageTitleSuffix } from './texts';

/**
 * Spec §2: pages set their title, description, social-sharing metadata and an optional canonical address.
 * React 19 hoists <title>, <meta> and <link> into the document head.
 */
export function PageTitle({ title, description, canonical }: { title: string; description?: string; canonical?: string }) {
  const fullTitle = title ? `${title} | ${pageTitleSuffix}` : pageTitleSuffix;
  return (
    <>
      <title>{fullTitle}</title>
      <meta property="og:title" content={fullTitle} />
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {canonical && <link rel="canonical" href={canonical} />}
    </>
  );
}
