import { z } from 'zod';
import { emailField, fullNameField } from '../validation.ts';

export const CONTACT_MESSAGE_MAX = 2000;

/** POST /user/contact-us: what the Contact us form sends. */
export const contactUsBody = z.object({
  name: fullNameField,
  email: emailField,
  message: z
    .string({ error: 'messageRequired' })
    .trim()
    .min(1, 'messageRequired')
    .max(CONTACT_MESSAGE_MAX, 'messageTooLong'),
});
export type ContactUsBody = z.infer<typeof contactUsBody>;

export const contactUsData = z.object({ requestId: z.string() });
