import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { canSetProfileLocation } from '@opentip/shared/schemas/users-api.schema';
import { firstNameField, lastNameField, phoneField, usernameField } from '@opentip/shared/validation';
import { ImagePicker } from '@/app/image-picker';
import { STORAGE_KEYS, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { useUpdateProfileMutation } from './use-update-profile.mutation';

/** The editable part of POST /user/update/{id}, with the shared field rules. */
const profileForm = z.object({
  username: usernameField,
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField,
  profileImg: z.string().nullable(),
  address: z.string().trim().max(500, 'invalidRequest'),
});
type ProfileForm = z.infer<typeof profileForm>;
const stripPhone = (value: string) => value.replace(/[\s().-]/g, '');

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateProfileMutation();
  const withLocation = canSetProfileLocation(user);
  const { register, handleSubmit, control, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      username: user.username,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      profileImg: user.profileImg,
      address: user.address ?? '',
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ address, ...values }) => {
    // SPEC 4: only accounts that keep a location send address (and its place id) with the profile.
    const body = withLocation
      ? { ...values, address: address || null, placeId: address ? user.placeId : null }
      : values;
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: ({ message, data }) => {
          if (data.user.placeId) writeStorage(STORAGE_KEYS.placeId, data.user.placeId);
          notify.apiSuccess(message, 'userUpdated');
        },
        onError: notify.apiError,
      },
    );
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="profileImg"
        render={({ field }) => (
          <ImagePicker
            label={t('register.photo')}
            name={user.username}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
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
        label={t('auth.fields.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('auth.fields.phoneHint')}
        error={errors.phone?.message}
        {...register('phone', { setValueAs: stripPhone })}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        value={user.email ?? ''}
        readOnly
        required={false}
        hint={t('profile.emailHint')}
      />
      {withLocation && (
        <TextField
          label={t('register.address')}
          required={false}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      )}
      <Button type="submit" block size="lg" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
