/** Free rounds of a slot won as prizes (decision 164): the account area's card. */
export { FreeSpinsCard } from './free-spins-card';
