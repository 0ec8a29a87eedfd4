import { Text } from '@chakra-ui/react';
import type { SharedCommentSet } from '../../services/sharedItemApi';
import { detailsOf, SharedFrame, SharedOutcomes, SharedSection } from './SharedFrame';
import { sharedTexts as t } from './texts';

/**
 * A shared comment set, read-only: which class reports exist and on what outcomes. What the teacher wrote about each
 * named student stays with them, so the share says so rather than showing the students.
 */
export function SharedCommentsView({ set, owner }: { set: SharedCommentSet; owner: string }) {
  return (
    <SharedFrame pageTitle={t.commentsTitle(set.title)} title={set.title} description="" owner={owner} details={detailsOf(set.yearLevel, set.subject)}>
      <SharedOutcomes outcomes={set.outcomes} />
      <SharedSection title={t.comments}>
        <Text color="page.muted">{t.commentsStayWithTeacher}</Text>
      </SharedSection>
    </SharedFrame>
  );
}
