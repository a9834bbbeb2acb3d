export { KycForm, kycVi } from './kyc';
