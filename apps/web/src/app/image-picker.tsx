import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@opentip/shared/messages';
import { Avatar } from '@/ui/avatar';
import { CameraIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { useUploadImageMutation } from './api/use-upload-image.mutation';
import { useNotify } from './use-notify';
import './image-picker.css';

/** SPEC 9: the page reloads 2000 ms after a failed upload. */
export const RELOAD_AFTER_FAILED_UPLOAD_MS = 2000;

interface ImagePickerProps {
  label: string;
  name: string;
  value: string | null | undefined;
  onChange: (url: string) => void;
  required?: boolean;
  error?: string;
  reload?: () => void;
}

/** Picks a photo or logo, uploads it at once (POST /user/upload) and keeps the returned URL. */
export function ImagePicker(props: ImagePickerProps) {
  const {
    label,
    name,
    value,
    onChange,
    required = false,
    error,
    reload = () => window.location.reload(),
  } = props;
  const { t } = useTranslation();
  const id = useId();
  const notify = useNotify();
  const upload = useUploadImageMutation();
  const [preview, setPreview] = useState<string | null>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: ({ message, data }) => {
        notify.apiSuccess(message, 'fileUploaded');
        onChange(data.url);
      },
      onError: (failure) => {
        notify.apiError(failure);
        setTimeout(reload, RELOAD_AFTER_FAILED_UPLOAD_MS);
      },
    });
  }

  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="image-picker">
      <Avatar name={name} src={preview ?? value} size={72} />
      <div className="image-picker__body">
        <span className="field__label" id={`${id}-label`}>
          {label}
          {required && (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
        <label className="btn btn--secondary btn--md image-picker__button" htmlFor={id}>
          {upload.isPending ? <Spinner size="sm" /> : <CameraIcon width={18} height={18} />}
          <span>{value ? t('image.change') : t('image.choose')}</span>
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {isMessageKey(error) ? t(`messages.${error}`) : error}
          </p>
        )}
      </div>
    </div>
  );
}
