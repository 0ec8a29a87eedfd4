import { pageTitleSuffix } from './texts';

/** React 19 hoists <title> and <meta> into the document head. */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} | ${pageTitleSuffix}` : pageTitleSuffix}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
