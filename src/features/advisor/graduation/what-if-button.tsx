// The Graduation tab's What-if: a button, its dialog, and the notice that says what a switch did.
import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';
import { PlanAnnouncer } from './plan-announcer';
import { WhatIfDialog } from './what-if-dialog';

interface WhatIfButtonProps {
  plan: Plan;
  courses: readonly PlanCourse[];
  catalog?: ProgramCatalog;
  /** Why the plan's catalogue is missing, when it is. */
  unavailable: string;
  onFailure(message: string, error: unknown): void;
}

export function WhatIfButton({ plan, courses, catalog, unavailable, onFailure }: WhatIfButtonProps) {
  const [opened, setOpened] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  const dismiss = useCallback(() => setNews(null), []);
  return (
    <>
      <Button variant="light" leftSection={<IconArrowsExchange size={16} aria-hidden="true" />} onClick={() => setOpened(true)}>
        What-if
      </Button>
      <WhatIfDialog
        opened={opened}
        plan={plan}
        courses={courses}
        catalog={catalog}
        unavailable={unavailable}
        onClose={() => setOpened(false)}
        onSwitched={(message) => {
          setOpened(false);
          setNews(message);
        }}
        onFailure={onFailure}
      />
      <PlanAnnouncer message={news} onDismiss={dismiss} title="Program switched" testId="what-if-announcement" />
    </>
  );
}
