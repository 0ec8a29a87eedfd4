import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
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
  const navigate = useNavigate();
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
        {/* Tabs change the address in place (no link reload), so the draft and results stay while the teacher moves between tools. */}
        <Tabs.Root value={current} variant="line" onValueChange={({ value }) => navigate(`/studio/${value}`)}>
          <Tabs.List aria-label={studioTexts.tabsLabel} overflowX="auto">
            {studioTabs.map((t) => (
              <Tabs.Trigger key={t} value={t}>
                {studioTexts.tabs[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={current} pt="6">
            {current === 'start' ? <StartTab /> : current === 'history' ? <HistoryTab /> : <ToolTab s={tools} />}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </>
  );
}
