// Without a graduation plan the Semester tab has no classes to show: say so and point to where one is made.
import { Text } from '@mantine/core';
import { ButtonLink } from '../../../ui/router-links';
import { SemesterCard } from './semester-card';

export function NoPlanNotice() {
  return (
    <SemesterCard title="My Classes">
      <Text mb="md">You have no graduation plan yet. Generate one on the Graduation tab, then mark the classes you are taking here.</Text>
      <ButtonLink to="/advisor/graduation" variant="light" radius="xl">
        Go to Graduation
      </ButtonLink>
    </SemesterCard>
  );
}
