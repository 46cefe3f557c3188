import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES, OCCUPATIONS, REVENUE_TYPES } from '@opentip/shared/occupations';
import { registerBody, type RegisterBody, type RegisterInput } from '@opentip/shared/schemas/auth.schema';
import { ImagePicker } from '@/app/image-picker';
import { installCurrency } from '@/app/install-currency';
import { useLocalizedCurrencies } from '@/app/use-localized-currencies';
import { STORAGE_KEYS, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';
import { isLanguage } from '@/i18n/languages';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { storedFcmToken } from './fcm-token';
import { NewPasswordFields } from './new-password-fields';
import { accountOf, type RegisterVariant } from './register-variants';
import { useRegisterMutation } from './use-register.mutation';

const baseResolver = zodResolver(registerBody);

/** The API takes a business without a logo; the sign-up screen asks for one (SPEC 5 "Please select an image"). */
const businessResolver: Resolver<RegisterInput, unknown, RegisterBody> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  if (values.profileImg) return result;
  return {
    values: {},
    errors: { ...result.errors, profileImg: { type: 'custom', message: 'imageRequired' } },
  };
};

const stripPhone = (value: string) => value.replace(/[\s().-]/g, '');

/** The sign-up form of every account kind; the variant adds occupation, team or business fields. */
export function RegisterForm({ variant, teamCode }: { variant: RegisterVariant; teamCode?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const registerUser = useRegisterMutation();
  const payee = variant !== 'payer';
  const currencies = useLocalizedCurrencies(i18n.language);
  const currencyOptions = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.label}` }));
  const { register, handleSubmit, control, formState } = useForm<RegisterInput, unknown, RegisterBody>({
    resolver: variant === 'business' ? businessResolver : baseResolver,
    mode: 'onTouched',
    defaultValues: {
      ...accountOf(variant),
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      currency: installCurrency(),
      lang: isLanguage(i18n.language) ? i18n.language : 'en',
      ...(variant === 'team' ? { teamName: '' } : {}),
      ...(variant === 'business' ? { businessName: '' } : {}),
      ...(variant === 'teamMember' ? { teamCode } : {}),
    },
  });
  const { errors } = formState;
  const options = (keys: readonly string[], prefix: string) =>
    keys.map((k) => ({ value: k, label: t(`${prefix}.${k}`) }));

  const onSubmit = handleSubmit((values) =>
    registerUser.mutate(
      { ...values, fcmToken: storedFcmToken() },
      {
        onSuccess: ({ message, data }) => {
          notify.apiSuccess(message, 'userCreated');
          writeStorage(STORAGE_KEYS.verificationEmail, values.email);
          // The token stays in this tab's history entry: with the code it signs the new user in.
          void navigate('/verification', { state: { email: values.email, signUpToken: data.signUpToken } });
        },
        onError: notify.apiError,
      },
    ),
  );

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="profileImg"
        render={({ field, fieldState }) => (
          <ImagePicker
            label={t(variant === 'business' ? 'register.logo' : 'register.photo')}
            name=""
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required={variant === 'business'}
          />
        )}
      />
      <div className="grid-2">
        <TextField
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.fields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+44 7700 900123"
        hint={t('auth.fields.phoneHint')}
        error={errors.phone?.message}
        {...register('phone', { setValueAs: stripPhone })}
      />
      {variant === 'teamMember' && (
        <TextField
          label={t('register.teamCode')}
          readOnly
          dir="ltr"
          error={errors.teamCode?.message}
          {...register('teamCode')}
        />
      )}
      {variant === 'team' && (
        <TextField
          label={t('register.teamName')}
          error={errors.teamName?.message}
          {...register('teamName')}
        />
      )}
      {variant === 'business' && (
        <>
          <TextField
            label={t('register.businessName')}
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register('businessName')}
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
          <TextField
            label={t('register.address')}
            required={false}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address', { setValueAs: (v: string) => v || undefined })}
          />
        </>
      )}
      {payee && variant !== 'business' && (
        <SelectField
          label={t('register.occupation')}
          placeholder={t('common.select')}
          options={options(OCCUPATIONS, 'occupations')}
          error={errors.occupation?.message}
          {...register('occupation')}
        />
      )}
      <SelectField
        label={t('register.currency')}
        placeholder={t('common.select')}
        options={currencyOptions}
        error={errors.currency?.message}
        {...register('currency')}
      />
      <NewPasswordFields
        label={t('auth.fields.password')}
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <p className="form-note">
        {t('register.agree')} <Link to="/PrivacyPolicy">{t('footer.privacy')}</Link>
      </p>
      <Button type="submit" block size="lg" loading={registerUser.isPending}>
        {t('register.submit')}
      </Button>
      <p className="form-footer">
        {t('register.haveAccount')} <Link to="/login">{t('auth.login.link')}</Link>
      </p>
    </form>
  );
}
