import { useTranslation } from 'react-i18next';
import { BedIcon } from '../../components/icons';
import { AgePoliciesPanel } from './age-policies-panel';
import { ExtraBedPolicyDialog } from './extra-bed-policy-dialog';
import {
  type ExtraBedPolicy,
  useDeleteExtraBedPolicyMutation,
  useListExtraBedPoliciesQuery,
} from './policies-api';

/** The extra-bed policies panel (settings spec §2, §5): what an extra bed costs, by who uses it. */
export function ExtraBedPoliciesCard({ slug }: { slug: string }) {
  const { t } = useTranslation('policies');
  const removal = useDeleteExtraBedPolicyMutation();
  const query = useListExtraBedPoliciesQuery({ slug });
  return (
    <AgePoliciesPanel<ExtraBedPolicy>
      texts="extraBeds"
      id="extra-bed-policies-title"
      icon={(size) => <BedIcon boxSize={size} />}
      query={query}
      ready
      emptyDescription={t('extraBeds.empty.description')}
      dialog={(editor) => <ExtraBedPolicyDialog slug={slug} dialog={editor} />}
      slug={slug}
      removal={removal}
    />
  );
}
