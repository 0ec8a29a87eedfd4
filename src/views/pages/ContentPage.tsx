import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageTitle } from '../layout/PageTitle';

export interface Section {
  heading: string;
  paragraphs: readonly ReactNode[];
}

/** Presentational: a titled page of short sections (FAQ, privacy, terms, contact). */
export function ContentPage({
  title,
  description,
  intro,
  sections,
  children,
}: {
  title: string;
  description: string;
  intro: string;
  sections: readonly Section[];
  /** Shown after the sections (the contact form). */
  children?: ReactNode;
}) {
  return (
    <Stack gap="8" maxW="3xl">
      <PageTitle title={title} description={description} />
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text fontSize="lg" color="page.muted">
          {intro}
        </Text>
      </Stack>
      {sections.map((section) => (
        <Stack as="section" key={section.heading} gap="2">
          <Heading as="h2" size="lg">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph, index) => (
            <Text key={index} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
      {children}
    </Stack>
  );
}
