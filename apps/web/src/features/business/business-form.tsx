import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BUSINESS_TYPES, REVENUE_TYPES } from '@opentip/shared/occupations';
import { isMessageKey, type MessageKey } from '@opentip/shared/messages';
import {
  BUSINESS_ADDRESS_MAX,
  updateBusinessBody,
  type BusinessDetails,
} from '@opentip/shared/schemas/business.schema';
import { ApiError } from '@/app/api/api-client';
import { messageKeyOf } from '@/app/api/api-message';
import { ImagePicker } from '@/app/image-picker';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { AddressField } from './address-field';
import { BUSINESS_NS } from './business-namespace';
import { useUpdateBusinessMutation } from './use-update-business.mutation';

/** The form's values, checked with the same rules as PUT /business/{id}. */
const businessForm = z.object({
  name: updateBusinessBody.shape.name,
  businessType: updateBusinessBody.shape.businessType,
  estimatedRevenue: updateBusinessBody.shape.estimatedRevenue,
  logo: z.string().nullable(),
  location: z.object({
    address: z.string().trim().max(BUSINESS_ADDRESS_MAX, 'addressInvalid'),
    placeId: z.string().nullable(),
    manual: z.boolean(),
  }),
});
type BusinessForm = z.input<typeof businessForm>;
type BusinessFormOutput = z.output<typeof businessForm>;

const defaultsOf = (business: BusinessDetails): BusinessForm => ({
  name: business.name,
  // A value registration stored before the list changed shows as "Select…", to be chosen again.
  businessType: (BUSINESS_TYPES as readonly string[]).includes(business.businessType)
    ? (business.businessType as BusinessForm['businessType'])
    : ('' as BusinessForm['businessType']),
  estimatedRevenue: (REVENUE_TYPES as readonly string[]).includes(business.estimatedRevenue)
    ? (business.estimatedRevenue as BusinessForm['estimatedRevenue'])
    : ('' as BusinessForm['estimatedRevenue']),
  logo: business.logo,
  location: {
    address: business.address ?? '',
    placeId: business.placeId,
    manual: Boolean(business.address && !business.placeId),
  },
});

/** Server refusals that belong to one field of the form. */
const FIELD_OF_PATH: Record<string, keyof BusinessForm> = {
  name: 'name',
  businessType: 'businessType',
  estimatedRevenue: 'estimatedRevenue',
  logo: 'logo',
  address: 'location',
  placeId: 'location',
};
const FIELD_OF_CODE: Record<string, keyof BusinessForm> = {
  LOGO_INVALID: 'logo',
  PLACE_NOT_FOUND: 'location',
};

export function BusinessDetailsForm({ business, userId }: { business: BusinessDetails; userId: string }) {
  const { t } = useTranslation();
  const { t: tb } = useTranslation(BUSINESS_NS);
  const notify = useNotify();
  const update = useUpdateBusinessMutation(userId);
  const { register, handleSubmit, control, formState, reset, setError } = useForm<
    BusinessForm,
    unknown,
    BusinessFormOutput
  >({
    resolver: zodResolver(businessForm),
    defaultValues: defaultsOf(business),
  });
  const { errors } = formState;
  const options = (keys: readonly string[], prefix: string) =>
    keys.map((key) => ({ value: key, label: t(`${prefix}.${key}`) }));

  const onSubmit = handleSubmit((values) => {
    const { location } = values;
    const body = {
      name: values.name,
      businessType: values.businessType,
      estimatedRevenue: values.estimatedRevenue,
      logo: values.logo,
      address: location.address || null,
      placeId: location.placeId,
    };
    update.mutate(
      { id: business.id, body },
      {
        onSuccess: ({ message, data }) => {
          reset(defaultsOf(data.business));
          notify.apiSuccess(message, 'businessUpdated');
        },
        onError: (error) => {
          for (const [field, key] of fieldErrorsOf(error)) setError(field, { type: 'server', message: key });
          notify.apiError(error);
        },
      },
    );
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <ImagePicker
            label={tb('logo')}
            name={business.name}
            value={field.value}
            onChange={field.onChange}
            error={errors.logo?.message}
          />
        )}
      />
      <TextField
        label={t('register.businessName')}
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid-2">
        <SelectField
          label={t('register.businessType')}
          placeholder={t('common.select')}
          options={options(BUSINESS_TYPES, 'businessTypes')}
          error={errors.businessType?.message}
          {...register('businessType')}
        />
        <SelectField
          label={t('register.revenue')}
          placeholder={t('common.select')}
          options={options(REVENUE_TYPES, 'revenueTypes')}
          error={errors.estimatedRevenue?.message}
          {...register('estimatedRevenue')}
        />
      </div>
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => (
          <AddressField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.location?.address?.message}
          />
        )}
      />
      <Button type="submit" block size="lg" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}

/** The fields a refused save points at, with the MESSAGES key to show there. */
function fieldErrorsOf(error: unknown): Map<keyof BusinessForm, MessageKey> {
  const found = new Map<keyof BusinessForm, MessageKey>();
  if (!(error instanceof ApiError)) return found;
  for (const detail of error.details) {
    const field = FIELD_OF_PATH[detail.path];
    if (field && !found.has(field))
      found.set(field, isMessageKey(detail.key) ? detail.key : 'invalidRequest');
  }
  const byCode = FIELD_OF_CODE[error.code];
  const key = messageKeyOf(error.message);
  if (byCode && key && !found.has(byCode)) found.set(byCode, key);
  return found;
}
