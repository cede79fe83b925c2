import { Button, Dialog, Input, SimpleGrid, Stack, Steps } from '@chakra-ui/react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../components/dialog-frame';
import { CheckIcon } from '../../components/icons';
import { DialogFormFooter } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { type FieldErrors, fieldErrorsOf, splitFieldErrors } from '../../lib/problem';
import { toastDone } from '../../components/done-toast';
import {
  REGISTER_PROPERTY_FIELDS,
  type RegisterNoLookup,
  type RegisterPropertyRequest,
  useLookupRegisterNoMutation,
  useRegisterPropertyMutation,
} from './properties-api';

type FieldName = (typeof REGISTER_PROPERTY_FIELDS)[number];
/** What step 2 asks for (the register number comes from step 1). */
type InfoField = Exclude<FieldName, 'registerNo'>;
type Values = Record<InfoField, string>;

const EMPTY: Values = { name: '', companyName: '', email: '', phone: '' };
const INFO_FIELDS: readonly InfoField[] = ['name', 'companyName', 'email', 'phone'];

const toRequest = (registerNo: string, values: Values): RegisterPropertyRequest => ({
  name: values.name.trim(),
  registerNo,
  companyName: values.companyName.trim(),
  email: values.email.trim() || null,
  phone: values.phone.trim() || null,
});

/**
 * "Add property", in two steps: (1) the company register number is looked up (format, not yet
 * registered, and the company's name where a registry knows it); only a successful lookup
 * leads on to (2) the property's details, with the register number fixed and the company name
 * filled in (editable when the registry did not give one). Then POST /api/hotels.
 */
export function RegisterPropertyDialog(dialog: DialogOpenProps) {
  return <FormInDialog {...dialog} scrollInside={false} form={RegisterPropertyFlow} props={{}} />;
}

function RegisterPropertyFlow({ first, onDone }: InDialogProps) {
  const { t } = useTranslation('properties');
  const [registerNo, setRegisterNo] = useState('');
  const [found, setFound] = useState<RegisterNoLookup | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);

  const lookedUp = (result: RegisterNoLookup) => {
    setFound(result);
    setRegisterNo(result.registerNo);
    // A name from the registry replaces what was typed; with none, what was typed stays.
    if (result.companyName) {
      const companyName = result.companyName;
      setValues((current) => ({ ...current, companyName }));
    }
  };

  const step = found ? 1 : 0;
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="4">
        <Stack gap="1">
          <Dialog.Title>{t('form.title')}</Dialog.Title>
          <Dialog.Description color="fg.muted" fontSize="sm">
            {step === 0 ? t('form.lookupDescription') : t('form.description')}
          </Dialog.Description>
        </Stack>
        <FormSteps step={step} />
      </Dialog.Header>
      {found ? (
        <PropertyInfoStep
          found={found}
          values={values}
          onValuesChange={setValues}
          onBack={() => setFound(null)}
          onDone={onDone}
        />
      ) : (
        <LookupStep
          registerNo={registerNo}
          onRegisterNoChange={setRegisterNo}
          onFound={lookedUp}
          firstField={first}
        />
      )}
      <DialogCloseButton colorPalette="gray" label={t('common:actions.close')} />
    </>
  );
}

/** "1 Register number — 2 Property details", the current one highlighted, done ones ticked. */
function FormSteps({ step }: { step: number }) {
  const { t } = useTranslation('properties');
  const titles = [t('form.steps.lookup'), t('form.steps.info')];
  return (
    <Steps.Root step={step} count={titles.length} size="sm" colorPalette="brand">
      <Steps.List>
        {titles.map((title, index) => (
          <Steps.Item
            key={title}
            index={index}
            aria-current={index === step ? 'step' : undefined}
            gap="2"
          >
            <Steps.Indicator>
              <Steps.Status complete={<CheckIcon boxSize="3.5" />} incomplete={<Steps.Number />} />
            </Steps.Indicator>
            <Steps.Title fontSize="sm" fontWeight={index === step ? 'semibold' : 'normal'}>
              {title}
            </Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Steps.List>
    </Steps.Root>
  );
}

/** Step 1: the register number, looked up on the server; "Continue" only moves on when it is free. */
function LookupStep({
  registerNo,
  onRegisterNoChange,
  onFound,
  firstField,
}: {
  registerNo: string;
  onRegisterNoChange: (value: string) => void;
  onFound: (result: RegisterNoLookup) => void;
  firstField: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('properties');
  const [lookup, { isLoading }] = useLookupRegisterNoMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      onFound(await lookup({ registerNo: registerNo.trim() }).unwrap());
    } catch (error) {
      // A taken or malformed number comes back under `registerNo`; anything else (network,
      // 5xx) is announced by the global error notifications.
      const { known, other } = splitFieldErrors(fieldErrorsOf(error), ['registerNo']);
      setErrors(known.registerNo ?? []);
      setOtherErrors(other);
      if (known.registerNo) firstField.current?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {otherErrors.length > 0 ? <FormAlert messages={otherErrors} /> : null}
          <FormField
            label={t('form.registerNo')}
            errors={errors}
            helperText={t('form.registerNoLookupHelp')}
            required
          >
            <Input
              name="registerNo"
              value={registerNo}
              onChange={(e) => {
                setErrors([]);
                onRegisterNoChange(e.target.value);
              }}
              ref={(el) => {
                firstField.current = el;
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              maxW={{ sm: '14rem' }}
              fontVariantNumeric="tabular-nums"
              letterSpacing="wider"
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <DialogFormFooter
        submitting={isLoading}
        submitLabel={t('form.continue')}
        submittingLabel={t('form.lookingUp')}
        submitDisabled={registerNo.trim() === ''}
      />
    </form>
  );
}

/** Step 2: the property's details, for the register number step 1 found free. */
function PropertyInfoStep({
  found,
  values,
  onValuesChange,
  onBack,
  onDone,
}: {
  found: RegisterNoLookup;
  values: Values;
  onValuesChange: (update: (current: Values) => Values) => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('properties');
  const [register, { isLoading }] = useRegisterPropertyMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const inputs = useRef<Partial<Record<InfoField, HTMLInputElement | null>>>({});
  const companyFromRegistry = found.companyName !== null;

  useEffect(() => {
    inputs.current.name?.focus();
  }, []);

  // Repeated clicks on the same data reuse the key (the server answers the first registration
  // again); editing the form starts a new attempt.
  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      const property = toRequest(found.registerNo, values);
      await register({ property, idempotencyKey }).unwrap();
      edited();
      toastDone(t('form.success'), t('form.successDetail', { name: property.name }));
      onDone();
    },
    onError: (error) => {
      // 400/409/5xx and network failures are announced by the global error notifications.
      const { known, other } = splitFieldErrors(fieldErrorsOf(error), REGISTER_PROPERTY_FIELDS);
      setErrors(known);
      setOtherErrors(other);
      const firstInvalid = INFO_FIELDS.find((field) => known[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
    },
  });

  const change = (field: InfoField, value: string) => {
    edited();
    onValuesChange((current) => ({ ...current, [field]: value }));
  };

  /** A field of step 2: its label (`form.<field>`), marks and messages, and its input. */
  const field = (
    name: InfoField,
    frame: Omit<React.ComponentProps<typeof FormField>, 'label' | 'errors' | 'children'>,
    extra: Partial<React.ComponentProps<typeof Input>>,
  ) => (
    <FormField label={t(`form.${name}`)} errors={errors[name]} {...frame}>
      <Input
        name={name}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        ref={(el) => {
          inputs.current[name] = el;
        }}
        {...extra}
      />
    </FormField>
  );
  const optional = { optionalText: t('form.optional') };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {otherErrors.length > 0 ? <FormAlert messages={otherErrors} /> : null}
          <FormField
            label={t('form.registerNo')}
            errors={errors.registerNo}
            helperText={t('form.registerNoFound')}
          >
            <Input
              name="registerNo"
              value={found.registerNo}
              readOnly
              bg="bg.subtle"
              maxW={{ sm: '14rem' }}
              fontVariantNumeric="tabular-nums"
              letterSpacing="wider"
            />
          </FormField>
          {field(
            'companyName',
            {
              helperText: companyFromRegistry ? t('form.companyFromRegistry') : undefined,
              required: true,
            },
            {
              autoComplete: 'organization',
              readOnly: companyFromRegistry,
              ...(companyFromRegistry ? { bg: 'bg.subtle' } : {}),
            },
          )}
          {field('name', { required: true }, { autoComplete: 'off' })}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {field('email', optional, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
            {field('phone', optional, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onBack} disabled={isLoading}>
          {t('form.back')}
        </Button>
        <Button type="submit" loading={isLoading} loadingText={t('form.submitting')}>
          {t('form.submit')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
