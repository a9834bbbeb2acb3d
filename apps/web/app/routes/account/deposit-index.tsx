/** /account/deposit itself redirects to its default method (account middleware). */
export default function AccountDepositIndex() {
  return null;
}
