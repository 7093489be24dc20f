// What-if: the plan beside another program of the same university. Choosing and comparing writes nothing;
// "Switch to …" asks once more, saying what will change, then stores the compared re-plan with the new
// program. Full screen on phones, where a side-by-side table needs the whole width.
import { Alert, Button, Group, List, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';
import type { WhatIf } from '../../../lib/planning/what-if';
import { useWhatIf } from './use-what-if';
import { WhatIfComparison } from './what-if-comparison';

interface WhatIfDialogProps {
  opened: boolean;
  plan: Plan;
  courses: readonly PlanCourse[];
  /** Undefined while the plan's own catalogue is not on this device: `unavailable` says why. */
  catalog?: ProgramCatalog;
  unavailable: string;
  onClose(): void;
  onSwitched(message: string): void;
  onFailure(message: string, error: unknown): void;
}

export function WhatIfDialog({ opened, catalog, unavailable, onClose, ...rest }: WhatIfDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="What if you switched program?" size="xl" fullScreen={phone} centered>
      {opened &&
        (catalog ? (
          <WhatIfBody catalog={catalog} onClose={onClose} {...rest} />
        ) : (
          <Alert color="yellow" variant="light">
            {unavailable}
          </Alert>
        ))}
    </Modal>
  );
}

function WhatIfBody({
  plan,
  courses,
  catalog,
  onClose,
  onSwitched,
  onFailure,
}: Omit<WhatIfDialogProps, 'opened' | 'unavailable'> & { catalog: ProgramCatalog }) {
  const [confirming, setConfirming] = useState(false);
  const whatIf = useWhatIf({ plan, courses, catalog, onSwitched, onFailure });
  const { result, other } = whatIf;
  const otherName = result?.other.program.program_name ?? '';
  const canSwitch = !!result && result.other.plan.ok;

  if (confirming && result && result.other.plan.ok) {
    return <SwitchConfirmation result={result} switching={whatIf.switching} onBack={() => setConfirming(false)} onSwitch={() => void whatIf.switchProgram()} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Compare your plan with another program at {catalog.university.name}. Nothing changes unless you switch.
      </Text>
      <Select
        label="Compare with"
        placeholder={whatIf.programs.status === 'loading' && whatIf.choices.length === 0 ? 'Loading…' : 'Choose a program'}
        data={whatIf.choices.map((program) => ({
          value: program.id,
          label: program.degree ? `${program.program_name} (${program.degree})` : program.program_name,
        }))}
        value={whatIf.otherId}
        onChange={(value) => {
          whatIf.choose(value);
          setConfirming(false);
        }}
        searchable
        nothingFoundMessage="No other program"
        comboboxProps={{ withinPortal: true }}
      />
      {whatIf.programs.status !== 'loading' && whatIf.choices.length === 0 && (
        <Text size="sm">{whatIf.programs.error ?? `${catalog.university.name} has no other program in the catalogue.`}</Text>
      )}
      {whatIf.otherId &&
        !result &&
        (other.status === 'loading' ? (
          <Loader size="sm" aria-label="Loading the program's catalogue" />
        ) : (
          <Alert color="yellow" variant="light">
            {other.error}
          </Alert>
        ))}
      {result && <WhatIfComparison result={result} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        {result && (
          <Button onClick={() => setConfirming(true)} disabled={!canSwitch}>
            Switch to {otherName}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function SwitchConfirmation({ result, switching, onBack, onSwitch }: { result: WhatIf; switching: boolean; onBack(): void; onSwitch(): void }) {
  if (!result.other.plan.ok) return null;
  const { changes } = result.other.plan.replan;
  const name = result.other.program.program_name;
  const history = changes.stay.filter((course) => course.status !== 'planned').length;
  return (
    <Stack gap="md" role="group" aria-label={`Switch to ${name}?`}>
      <Text fw={600}>Switch your plan to {name}?</Text>
      <List size="sm">
        <List.Item>
          Your {history} taken and taking {history === 1 ? 'course stays' : 'courses stay'} where {history === 1 ? 'it is' : 'they are'}, grades and all.
        </List.Item>
        <List.Item>
          Planned courses: {changes.moves.length} moved, {changes.added.length} added, {changes.removed.length} removed.
        </List.Item>
        {changes.notFit.length > 0 && (
          <List.Item>
            {changes.notFit.length} pinned {changes.notFit.length === 1 ? 'course is' : 'courses are'} placed again: {name} does not need{' '}
            {changes.notFit.length === 1 ? 'it' : 'them'} there.
          </List.Item>
        )}
        <List.Item>Projected graduation: {result.other.plan.projectedGraduation}.</List.Item>
      </List>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack} disabled={switching}>
          Back
        </Button>
        <Button onClick={onSwitch} loading={switching}>
          Switch program
        </Button>
      </Group>
    </Stack>
  );
}
