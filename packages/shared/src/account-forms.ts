import { z } from 'zod';
import { indianMobile, requiredEmail, requiredMessage, requiredText } from './forms.ts';
import { PINCODE_PATTERN } from './limits.ts';
import { messageRef } from './messages/ref.ts';

/** /login (docs/product.md#login: mobile required, label Mobile). */
export const LoginSchema = z.object({ mobile: indianMobile('Mobile') });
export type LoginInput = z.input<typeof LoginSchema>;

/** POST /users/register: the login form, and the claim of a guest order when started from the thank-you page. */
export const RegisterSchema = LoginSchema.extend({
  orderClaim: z.string().max(2000, messageRef('login.orderClaimTooLong')).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** /verify-account (docs/product.md#verify-account: OTP required). Codes are 6 digits. */
export const OtpSchema = z.object({
  otp: requiredText('OTP', 10).regex(/^\d{6}$/, messageRef('otp.format')),
});
export type OtpInput = z.input<typeof OtpSchema>;

/** /update-information: name and e-mail, both required. */
export const UpdateDetailsSchema = z.object({
  name: requiredText('Name', 80),
  email: requiredEmail('Email'),
});
export type UpdateDetailsInput = z.input<typeof UpdateDetailsSchema>;

/** PUT /users/updateProfile: the profile page sends the name only (docs/product.md#account-details), update-information both. */
export const UpdateProfileSchema = z.object({
  name: requiredText('Name', 80),
  email: requiredEmail('Email').optional(),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

/** Six digits, not starting with 0 (India Post PIN codes). */
export const pincode = (label: string) =>
  requiredText(label, 6).regex(PINCODE_PATTERN, messageRef('field.pincode', { label }));

/** Address form (docs/product.md#saved-addresses): every field required; we ship within India only. */
export const AddressSchema = z.object({
  firstName: requiredText('First Name', 60),
  lastName: requiredText('Last Name', 60),
  mobile: indianMobile('Mobile'),
  email: requiredEmail('Email'),
  address: requiredText('Address', 200),
  locality: requiredText('Locality', 120),
  city: requiredText('City', 80),
  state: requiredText('State', 80),
  pincode: pincode('Pincode'),
  country: requiredText('Country', 60).refine((value) => value.toLowerCase() === 'india', {
    message: messageRef('address.indiaOnly'),
  }),
  addressType: z.enum(['HOME', 'OFFICE'], { error: requiredMessage('Address Type') }),
});
export type AddressInput = z.input<typeof AddressSchema>;
export type Address = z.output<typeof AddressSchema>;

/** The states and union territories of India, for the address form's list. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
