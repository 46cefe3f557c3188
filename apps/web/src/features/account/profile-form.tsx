import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { canSetProfileLocation, type UpdateUserBody } from '@opentip/shared/schemas/users-api.schema';
import { firstNameField, lastNameField, phoneField, usernameField } from '@opentip/shared/validation';
import { ImagePicker } from '@/app/image-picker';
import { STORAGE_KEYS, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { ProfileLocation, type ProfileLocationValue } from './profile-location';
import { fieldErrorsOf, useUpdateProfileMutation } from './use-update-profile.mutation';

/**
 * The editable part of POST /user/update/{id}, with the shared field rules. An account without a
 * phone (Google sign-in, older accounts) may keep none; one that has a phone keeps a valid one.
 */
const profileFormFor = (hasPhone: boolean) =>
  z.object({
    username: usernameField,
    firstName: firstNameField,
    lastName: lastNameField,
    phone: hasPhone
      ? phoneField
      : z.string().refine((v) => v === '' || phoneField.safeParse(v).success, 'phoneInvalid'),
    profileImg: z.string().nullable(),
  });
type ProfileForm = z.infer<ReturnType<typeof profileFormFor>>;
const FIELDS = ['username', 'firstName', 'lastName', 'phone', 'profileImg'] as const;
const stripPhone = (value: string) => value.replace(/[\s().-]/g, '');
const defaultsOf = (user: SessionUser): ProfileForm => ({
  username: user.username,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  phone: user.phone ?? '',
  profileImg: user.profileImg,
});
const locationOf = (user: SessionUser): ProfileLocationValue => ({
  address: user.address,
  placeId: user.placeId,
  long: user.long,
  lat: user.lat,
});

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateProfileMutation();
  const withLocation = canSetProfileLocation(user);
  const { register, handleSubmit, control, formState, reset, setError, setFocus } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormFor(Boolean(user.phone))),
    defaultValues: defaultsOf(user),
  });
  const { errors, dirtyFields } = formState;
  const [location, setLocation] = useState(() => locationOf(user));
  const [locationChanged, setLocationChanged] = useState(false);
  const [locationError, setLocationError] = useState<string | undefined>();

  const onSubmit = handleSubmit((values) => {
    // Only what the person changed is sent: a field they never touched cannot fail the save.
    const body: UpdateUserBody = {};
    if (dirtyFields.username) body.username = values.username;
    if (dirtyFields.firstName) body.firstName = values.firstName;
    if (dirtyFields.lastName) body.lastName = values.lastName;
    if (dirtyFields.phone && values.phone) body.phone = values.phone;
    if (dirtyFields.profileImg) body.profileImg = values.profileImg;
    // SPEC 4: givers and team members send the place picked, with its coordinates, as one.
    if (withLocation && locationChanged) Object.assign(body, location);
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: ({ message, data }) => {
          if (data.user.placeId) writeStorage(STORAGE_KEYS.placeId, data.user.placeId);
          reset(defaultsOf(data.user));
          setLocation(locationOf(data.user));
          setLocationChanged(false);
          setLocationError(undefined);
          notify.apiSuccess(message, 'userUpdated');
        },
        onError: (error) => {
          const wrong = fieldErrorsOf(error, FIELDS);
          const whereWrong = fieldErrorsOf(error, ['address'] as const).get('address');
          setLocationError(whereWrong && t(`messages.${whereWrong}`));
          for (const [field, key] of wrong) setError(field, { type: 'server', message: key });
          const first = FIELDS.find((field) => wrong.has(field) && field !== 'profileImg');
          if (first) setFocus(first);
          notify.apiError(error);
        },
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
            error={errors.profileImg?.message}
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
        // A number reads left to right in every language: "+351…" keeps its plus in front in Arabic.
        dir="ltr"
        required={Boolean(user.phone)}
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
        <ProfileLocation
          value={location}
          error={locationError}
          onChange={(next) => {
            setLocation(next);
            setLocationChanged(true);
            setLocationError(undefined);
          }}
        />
      )}
      <Button type="submit" block size="lg" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
