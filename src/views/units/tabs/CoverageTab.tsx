import { Stack, Text } from '@chakra-ui/react';
import { useUnitEditor, useUnitEditorRef } from '../../../machines/unitEditor/useUnitEditor';
import { unitTexts as t } from '../texts';
import { CoverageMap } from '../UnitParts';

/** The saved unit's coverage map: outcomes × lessons, with gaps called out. */
export function CoverageTab() {
  const { unit } = useUnitEditor(useUnitEditorRef());
  if (!unit) return null;
  return (
    <Stack gap="4" minW="0">
      <Text color="page.muted">{t.coverageIntro}</Text>
      <CoverageMap coverage={unit.coverage} outcomes={unit.outcomes} />
    </Stack>
  );
}
