import type { DemoPost } from './post';

/** The policies: cancellation, children, extra beds; answers the adults' extra-bed policy. */
export const createPolicies = async (post: DemoPost): Promise<string> => {
  await post(
    '/cancellation/policies',
    {
      isFree: false,
      cancellationTime: 'd2',
      cancellationPercent: 'p0',
      cancellationAdditionPercent: 'p50',
      hasPrepayment: false,
    },
    'policy:cancellation',
  );
  await post(
    '/children/policies',
    { priceType: 'free', minAge: 0, maxAge: 5 },
    'policy:children:free',
  );
  await post(
    '/children/policies',
    { priceType: 'mnt', price: 30_000, minAge: 6, maxAge: 11 },
    'policy:children:paid',
  );
  const extraBedPolicyId = (
    await post(
      '/extrabed/policies',
      { ageType: 'adults', priceType: 'mnt', price: 50_000 },
      'policy:extrabed:adults',
    )
  ).id;
  await post(
    '/extrabed/policies',
    { ageType: 'children', priceType: 'mnt', price: 30_000, minAge: 6, maxAge: 11 },
    'policy:extrabed:children',
  );
  return extraBedPolicyId;
};
