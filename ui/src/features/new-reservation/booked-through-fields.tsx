import { Fieldset, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem } from '../../components/checkbox-item';
import { FieldsetErrorText } from '../../components/fieldset-error-text';
import { FormField } from '../../components/form-field';
import { useLocalName } from '../../lib/names';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import { CHARGE_KINDS } from '../folio';
import { useListPartnersQuery, useListSourcesQuery } from '../settings';
import type { GeneralFields } from './general-step';
import { inputOf } from './step-fields';
import { SelectBox } from '../../components/select-box';

interface BookedThroughProps {
  slug: string;
  fields: GeneralFields;
  /** The charges the partner pays (payer routing at booking); empty: the guest pays all. */
  partnerPays: readonly ChargeKind[];
  onPartnerPaysChange: (kind: ChargeKind, checked: boolean) => void;
}

/**
 * Who a stay is booked through (step 1): its source and, but for a time stay (operations spec
 * §4), a partner and the charges the partner pays.
 */
export function BookedThroughFields({
  slug,
  fields,
  partnerPays,
  onPartnerPaysChange,
}: BookedThroughProps) {
  const { t } = useTranslation('booking');
  const sources = useListSourcesQuery({ slug }).data?.data ?? [];
  const partners = useListPartnersQuery({ slug }).data?.data ?? [];
  const { values: general, errors, inputRef } = fields;
  const localName = useLocalName();
  const time = general.stayType === 'time';
  const paysErrors = errors.partnerPays ?? [];
  return (
    <>
      <FormField label={t('general.source')} errors={errors.source}>
        <SelectBox {...inputOf(fields, 'source', general.sourceId, (sourceId) => ({ sourceId }))}>
          {sources.some((s) => s.id === general.sourceId) ? null : (
            <option value="">{t('general.noSource')}</option>
          )}
          {sources.map((source) => (
            <option key={source.id} value={source.id}>
              {source.isDefault
                ? t('general.defaultSource', { name: localName(source) })
                : localName(source)}
            </option>
          ))}
        </SelectBox>
      </FormField>
      {time ? null : (
        <Stack gap="3">
          <FormField
            label={t('general.partner')}
            errors={errors.partner}
            optionalText={t('general.optional')}
          >
            <SelectBox
              {...inputOf(fields, 'partner', general.partnerId, (partnerId) => ({ partnerId }))}
            >
              <option value="">{t('general.noPartner')}</option>
              {partners.map((partner) => (
                <option key={partner.id} value={partner.id}>
                  {partner.discount > 0
                    ? t('general.partnerWithDiscount', {
                        name: partner.name,
                        discount: partner.discount,
                      })
                    : partner.name}
                </option>
              ))}
            </SelectBox>
          </FormField>
          {general.partnerId ? (
            <Fieldset.Root invalid={paysErrors.length > 0}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
                {t('general.partnerPays')}
              </Fieldset.Legend>
              <Fieldset.HelperText fontSize="xs" mt="-1">
                {t('general.partnerPaysHelp')}
              </Fieldset.HelperText>
              <Flex gap="4" wrap="wrap">
                {CHARGE_KINDS.map((kind, index) => (
                  <CheckboxItem
                    key={kind}
                    value={kind}
                    size="sm"
                    checked={partnerPays.includes(kind)}
                    onChange={(checked) => onPartnerPaysChange(kind, checked)}
                    inputRef={index === 0 ? inputRef('partnerPays') : undefined}
                    label={t(`general.pays.${kind}`)}
                    labelProps={{ fontWeight: 'normal' }}
                  />
                ))}
              </Flex>
              <FieldsetErrorText errors={paysErrors} />
            </Fieldset.Root>
          ) : null}
        </Stack>
      )}
    </>
  );
}
