import { SimpleGrid, Stack } from '@chakra-ui/react';
import { CancellationPolicyCard } from './cancellation-policy-card';
import { ChildPoliciesCard } from './child-policies-card';
import { ExtraBedPoliciesCard } from './extra-bed-policies-card';

/**
 * The three policy panels (settings spec §2): cancellation on top, extra beds and children
 * side by side. The policies page shows them, and so does the setup wizard's policies step.
 */
export function PoliciesPanels({ slug }: { slug: string }) {
  return (
    <Stack gap="6">
      <CancellationPolicyCard slug={slug} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="stretch">
        <ExtraBedPoliciesCard slug={slug} />
        <ChildPoliciesCard slug={slug} />
      </SimpleGrid>
    </Stack>
  );
}
