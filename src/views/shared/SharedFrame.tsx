import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { cutDescription } from '../../lib/text';
import { PageTitle } from '../layout/PageTitle';
import { sharedTexts } from './texts';

export const sharingCrumb = { label: sharedTexts.sharingCrumb, to: '/sharing' };

/** What every shared item shows around its content: page title, breadcrumbs, its title, owner and description. */
export function SharedFrame({
  pageTitle,
  title,
  description,
  owner,
  details,
  children,
}: {
  pageTitle: string;
  title: string;
  description: string;
  owner: string;
  /** Year level, subject and the like, when the item has them. */
  details?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="6">
      <PageTitle title={pageTitle} description={cutDescription(description)} />
      <Breadcrumbs crumbs={[sharingCrumb, { label: title }]} />
      <Stack gap="2">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {title}
        </Heading>
        {details && <Text color="page.muted">{details}</Text>}
        <Text color="page.muted">{sharedTexts.sharedBy(owner)}</Text>
      </Stack>
      {description && <Text>{description}</Text>}
      {children}
    </Stack>
  );
}

/** A titled part of a shared item. */
export function SharedSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The outcomes an item covers, code first. */
export function SharedOutcomes({ outcomes }: { outcomes: { code: string; shortCode?: string | undefined; statement: string }[] }) {
  if (outcomes.length === 0) return null;
  return (
    <SharedSection title={sharedTexts.outcomes}>
      <Stack as="ul" gap="1" ps="5">
        {outcomes.map((o) => (
          <li key={o.code}>
            <Text as="span" fontWeight="semibold">
              {o.shortCode ?? o.code}
            </Text>{' '}
            {o.statement}
          </li>
        ))}
      </Stack>
    </SharedSection>
  );
}

export const detailsOf = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

/** An outcome's short code (3.NF.A.3a) as teachers type it, looked up among the item's outcomes. */
export const shortCodeIn = (outcomes: { code: string; shortCode?: string | undefined }[]) => (code: string) =>
  outcomes.find((o) => o.code === code)?.shortCode ?? code;
