import { Badge, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { SelectField } from '../../../components/ui/select-field';
import { usePedagogy } from '../../../machines/lessonInsights/useLessonInsight';
import type { Taxonomy } from '../../../services/lessonApi';
import { LoadState } from '../parts';
import { lessonTexts } from '../texts';

const taxonomies = Object.keys(lessonTexts.taxonomies) as Taxonomy[];

export function PedagogyTab({ lessonId }: { lessonId: string }) {
  const p = usePedagogy(lessonId);
  return (
    <Stack gap="6">
      <SelectField
        maxW="64"
        label={lessonTexts.taxonomy}
        value={p.taxonomy}
        options={taxonomies.map((t) => ({ value: t, label: lessonTexts.taxonomies[t] }))}
        onChange={(value) => p.chooseTaxonomy(value as Taxonomy)}
      />
      <LoadState isLoading={p.isLoading} failed={p.failed} failure={p.failure} retry={p.retry} loadingLabel={lessonTexts.tabs.pedagogy}>
        {p.pedagogy && (
          <Stack gap="8">
            {/* A table wider than a phone scrolls inside this box (focusable, so keys scroll it) instead of widening the page. */}
            <Table.ScrollArea tabIndex={0} role="region" aria-label={lessonTexts.taxonomies[p.pedagogy.implementation.taxonomy]}>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{lessonTexts.taxonomies[p.pedagogy.implementation.taxonomy]}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">#</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {p.pedagogy.implementation.levels.map((level) => (
                    <Table.Row key={level.level}>
                      <Table.Cell>{level.label}</Table.Cell>
                      <Table.Cell textAlign="end">{level.count}</Table.Cell>
                      <Table.Cell>{level.items.join(' · ')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {p.pedagogy.implementation.recommendation.length > 0 && (
              <Stack gap="2">
                <Heading as="h2" size="md">
                  {lessonTexts.recommendations}
                </Heading>
                <List.Root ps="5">
                  {p.pedagogy.implementation.recommendation.map((r, i) => (
                    <List.Item key={i}>{r}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
            <Stack gap="2">
              <Heading as="h2" size="md">
                {lessonTexts.learningDesign}
              </Heading>
              {p.pedagogy.learningDesign.dimensions.map((d) => (
                <Stack key={d.key} gap="0">
                  <HStack>
                    <Text fontWeight="medium">{d.name}</Text>
                    <Badge>{lessonTexts.rating(d.rating, d.maxRating)}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="page.muted">
                    {d.reason}
                  </Text>
                </Stack>
              ))}
            </Stack>
            <Stack gap="2">
              <Heading as="h2" size="md">
                {lessonTexts.futureSkills}
              </Heading>
              {p.pedagogy.futureSkills.skills.map((s) => (
                <Stack key={s.key} gap="0">
                  <HStack>
                    <Text fontWeight="medium">{s.name}</Text>
                    <Badge colorPalette={s.present ? 'green' : 'gray'}>{s.present ? lessonTexts.present : lessonTexts.absent}</Badge>
                    <Text fontSize="xs" color="page.muted">
                      {s.category}
                    </Text>
                  </HStack>
                  {s.evidence && (
                    <Text fontSize="sm" color="page.muted">
                      {s.evidence}
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
