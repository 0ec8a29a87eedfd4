import { Button, Field, Heading, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { cutDescription } from '../../lib/text';
import { useSliceSearch } from '../../machines/sliceSearch/useSliceSearch';
import type { SliceSearchHit } from '../../services/uploadApi';
import { PageTitle } from '../layout/PageTitle';
import { FailureAlert, fieldError } from '../lessons/parts';
import { sliceReviewPath, uploadsPath } from './paths';
import { sliceSearchTexts as t, uploadTexts } from './texts';

/** /uploads/search: the teacher's slices across all their uploads, best match first, each opening its review. */
export default function SliceSearchPage() {
  const s = useSliceSearch();
  const wordsError = fieldError(s.failure, 'input');
  return (
    <>
      <PageTitle title={t.title} />
      <Stack gap="6" maxW="4xl" minW="0">
        <Breadcrumbs home="/dashboard" crumbs={[{ label: uploadTexts.listTitle, to: uploadsPath }, { label: t.title }]} />
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t.title}
          </Heading>
          <Text color="page.muted">{t.intro}</Text>
        </Stack>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            s.search();
          }}
        >
          <HStack align="end" gap="3" wrap="wrap">
            <Field.Root flex="1" minW="60" invalid={Boolean(wordsError)}>
              <Field.Label>{t.words}</Field.Label>
              <Input value={s.input} placeholder={t.placeholder} onChange={(e) => s.type(e.target.value)} />
              <Field.ErrorText>{wordsError}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" disabled={!s.canSearch} loading={s.isSearching} loadingText={t.searching}>
              {t.search}
            </Button>
          </HStack>
        </form>
        <FailureAlert failure={s.failure} claimed={(field) => field === 'input'} />
        {s.foundNone && <Text color="page.muted">{t.none(s.searchedFor)}</Text>}
        {s.hits.length > 0 && <Hits hits={s.hits} label={t.results(s.searchedFor)} />}
      </Stack>
    </>
  );
}

/** Presentational: each slice with where it comes from and the start of its text, linked to its review. */
function Hits({ hits, label }: { hits: SliceSearchHit[]; label: string }) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label={label}>
      {hits.map((hit) => (
        <Stack as="li" key={hit.slice.id} gap="1" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="4" bg="page.surface" minW="0">
          <ChakraLink asChild fontWeight="semibold" overflowWrap="anywhere">
            <Link to={sliceReviewPath(hit.upload.id, hit.slice.id)} aria-label={t.open(hit.citation)}>
              {hit.slice.title || t.untitled}
            </Link>
          </ChakraLink>
          <Text fontSize="sm" color="page.muted" overflowWrap="anywhere">
            {hit.citation}
          </Text>
          {hit.slice.text && <Text overflowWrap="anywhere">{cutDescription(hit.slice.text)}</Text>}
        </Stack>
      ))}
    </Stack>
  );
}
