import { Box, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Assessment } from '../../services/assessmentApi';
import { assessmentTexts as t } from './texts';

/**
 * Presentational: a rubric's table — its caption and a column per level with the level's marks — around the rows
 * the caller gives (read-only descriptors on the read view, fields in the editor). Wide tables scroll sideways
 * inside their box on a phone instead of widening the page.
 */
export function RubricTable({ levels, minW, children }: { levels: Assessment['rubric']['levels']; minW: string; children: ReactNode }) {
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={t.rubricCaption}>
      <Table.Root size="sm" variant="outline" minW={minW}>
        <Table.Caption captionSide="top" textAlign="start">
          {t.rubricCaption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t.criterion}</Table.ColumnHeader>
            {levels.map((level) => (
              <Table.ColumnHeader key={level.name} scope="col">
                {level.name}
                <Text as="span" display="block" fontWeight="normal" color="page.muted">
                  {t.levelMarks(level.marks)}
                </Text>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}
