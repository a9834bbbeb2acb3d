/** /account/withdraw itself redirects to its default method (account middleware). */
export default function AccountWithdrawIndex() {
  return null;
}
