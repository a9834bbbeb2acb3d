export { KycForm } from './kyc';
