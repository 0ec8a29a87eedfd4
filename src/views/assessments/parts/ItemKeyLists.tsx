import { List, Stack, Text } from '@chakra-ui/react';
import type { AssessmentItem } from '../../../contracts/assessment';
import { assessmentTexts as t } from '../texts';

/** A heading and its list, when there is anything in it. */
function TitledList({ title, lines }: { title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{title}</Text>
      <List.Root ps="5">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The misconception behind each wrong option of an item, as its key names it. */
export const DistractorList = ({ item }: { item: Pick<AssessmentItem, 'distractors'> }) => (
  <TitledList title={t.distractorsTitle} lines={(item.distractors ?? []).map((d) => t.distractor(d.option, d.misconception))} />
);

/** An item's marking points. */
export const MarkingPointList = ({ item }: { item: Pick<AssessmentItem, 'markingPoints'> }) => <TitledList title={t.markingPoints} lines={item.markingPoints} />;
