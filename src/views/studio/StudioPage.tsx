import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { HistoryTab } from './HistoryTab';
import { ToolTab } from './ToolTab';
import type { StudioTab } from './texts';
import { studioTabs, studioTexts } from './texts';

/** /studio and /studio/{tab}: the quick tools (rewrite, questions, glossary, exit ticket) and the history of runs. */
export default function StudioPage() {
  const { tab = 'rewrite' } = useParams();
  if (!studioTabs.includes(tab as StudioTab)) return <Navigate to="/studio/rewrite" replace />;
  const current = tab as StudioTab;
  return (
    <>
      <PageTitle title={`${studioTexts.pageTitle}: ${studioTexts.tabs[current]}`} />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {studioTexts.pageTitle}
          </Heading>
          <Text color="page.muted">{studioTexts.intro}</Text>
        </Stack>
        <Tabs.Root value={current} variant="line">
          <Tabs.List aria-label={studioTexts.tabsLabel} overflowX="auto">
            {studioTabs.map((t) => (
              <Tabs.Trigger key={t} value={t} asChild>
                <Link to={`/studio/${t}`}>{studioTexts.tabs[t]}</Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={current} pt="6">
            {current === 'history' ? <HistoryTab /> : <ToolTab tool={current} />}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </>
  );
}
