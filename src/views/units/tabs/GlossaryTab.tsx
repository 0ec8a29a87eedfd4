import { List, Stack, Text } from '@chakra-ui/react';
import { useUnitEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import { useUnitGlossary } from '../../../machines/unitGlossary/useUnitGlossary';
import { LoadState } from '../../lessons/parts';
import { unitTexts as t } from '../texts';

/** The key terms of the unit's outcomes with their meanings. */
export function GlossaryTab() {
  const { unit } = useUnitEditor(useUnitEditorRef());
  return unit ? <Glossary unitId={unit.id} /> : null;
}

function Glossary({ unitId }: { unitId: string }) {
  const g = useUnitGlossary(unitId);
  return (
    <LoadState isLoading={g.isLoading} failed={g.failed} failure={g.failure} retry={g.retry} loadingLabel={t.loadingGlossary}>
      {g.glossary && (
        <Stack gap="4" maxW="3xl">
          <Text color="page.muted">{t.glossaryIntro}</Text>
          {g.glossary.length === 0 && <Text color="page.muted">{t.noTerms}</Text>}
          <List.Root as="dl" variant="plain" gap="3" aria-label={t.glossaryCaption}>
            {g.glossary.map((entry) => (
              <List.Item key={entry.term} display="block">
                <Text as="dt" fontWeight="semibold">
                  {entry.term}
                </Text>
                <Text as="dd">{entry.definition}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </LoadState>
  );
}
