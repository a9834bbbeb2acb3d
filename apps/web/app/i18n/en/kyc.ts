import type { Shape } from '../catalogue';
import type { kycVi } from '../vi/kyc';

export const kycEn: Shape<typeof kycVi> = {
  menu: 'Identity verification',
  intro:
    'Send photos of both sides of your citizen ID card (CCCD) and a portrait of you holding it. The compliance team reviews them during working hours.',
  threshold: 'Withdrawals over {{amount}} ₫ need an account with a verified identity.',
  front: 'ID card, front',
  back: 'ID card, back',
  selfie: 'Portrait photo',
  submit: 'Send documents',
  tooBig: 'Each photo at most 2 MB (JPEG, PNG or WebP)',
  missing: 'Please choose all three photos',
  status: {
    none: 'Not verified',
    pending: 'Awaiting review',
    verified: 'Verified',
    rejected: 'Rejected',
  },
};
