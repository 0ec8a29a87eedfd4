import { Box, Stack, Text } from '@chakra-ui/react';
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
          {/* A term and its definition grouped in a div: the only wrapper a description list allows. */}
          <Stack as="dl" gap="3" aria-label={t.glossaryCaption}>
            {g.glossary.map((entry) => (
              <Box key={entry.term}>
                <Text as="dt" fontWeight="semibold">
                  {entry.term}
                </Text>
                <Text as="dd">{entry.definition}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </LoadState>
  );
}
