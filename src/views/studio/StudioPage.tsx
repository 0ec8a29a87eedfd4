import { Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { RoutedTabs } from '../../components/RoutedTabs';
import { useStudioTool } from '../../machines/studioTool/useStudioTool';
import { PageTitle } from '../layout/PageTitle';
import { HistoryTab } from './HistoryTab';
import { StartTab } from './StartTab';
import { ToolTab } from './ToolTab';
import type { StudioTab } from './texts';
import { studioTabs, studioTexts } from './texts';

/** /studio and /studio/{tab}: the start (any tool from a topic, outcomes, a text or an upload), the quick tools (rewrite, questions, glossary, exit ticket) and the history. */
export default function StudioPage() {
  const { tab = 'start' } = useParams();
  if (!studioTabs.includes(tab as StudioTab)) return <Navigate to="/studio/start" replace />;
  return <StudioTabs current={tab as StudioTab} />;
}

function StudioTabs({ current }: { current: StudioTab }) {
  const tools = useStudioTool(current === 'history' || current === 'start' ? null : current);
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
        {/* The page keeps the tools' flow while the address changes tab, so the draft and results stay from tool to tool. */}
        <RoutedTabs value={current} tabs={studioTabs} names={studioTexts.tabs} label={studioTexts.tabsLabel} pathOf={(t) => `/studio/${t}`}>
          {current === 'start' ? <StartTab /> : current === 'history' ? <HistoryTab /> : <ToolTab s={tools} />}
        </RoutedTabs>
      </Stack>
    </>
  );
}
