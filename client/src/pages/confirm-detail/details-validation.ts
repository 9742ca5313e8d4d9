import { MSG, REQUIRED_PICTURES, parseHeight } from '@pageant/common';
import type { DetailsFields } from '@/api/registration-details';
import { isAllowedPicture, type Slots } from './photo-picker';

export type DetailsErrors = Partial<Record<keyof DetailsFields | 'pictures', string>>;

const REQUIRED_TEXT: Record<keyof DetailsFields, string> = {
  address: 'Please enter your address.',
  height: 'Please enter your height.',
  weight: 'Please enter your weight.',
  hairColor: 'Please enter your hair colour.',
  skinColor: 'Please enter your skin colour.',
  eyeColor: 'Please enter your eye colour.',
};

export interface DetailsCheck {
  /** Each problem beside its field. */
  errors: DetailsErrors;
  /** SPEC §5's one sentence for the toast, in SPEC's order of checks; null when all is well. */
  toast: string | null;
  /** Trimmed values with the height normalised, ready to send. */
  values: DetailsFields;
}

export function checkDetails(fields: DetailsFields, slots: Slots): DetailsCheck {
  const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as unknown as DetailsFields;
  const errors: DetailsErrors = {};
  for (const key of Object.keys(REQUIRED_TEXT) as (keyof DetailsFields)[]) if (!values[key]) errors[key] = REQUIRED_TEXT[key];
  const height = values.height ? parseHeight(values.height) : null;
  if (values.height && height === null) errors.height = MSG.invalidHeight;
  const files = slots.filter((f): f is File => f !== null);
  if (files.some((f) => !isAllowedPicture(f))) errors.pictures = MSG.pictureTypes;
  else if (files.length !== REQUIRED_PICTURES) errors.pictures = MSG.exactlyThreePictures;

  const empty = Object.values(values).some((v) => !v);
  const toast = empty ? MSG.fillAllFields : height === null ? MSG.invalidHeight : (errors.pictures ?? null);
  return { errors, toast, values: height ? { ...values, height } : values };
}

/** The server's sentence, placed beside the field it concerns when it names one. */
export function fieldOfServerMessage(message: string): keyof DetailsErrors | null {
  if (message === MSG.invalidHeight) return 'height';
  if (message === MSG.pictureTypes || message === MSG.exactlyThreePictures) return 'pictures';
  return null;
}
