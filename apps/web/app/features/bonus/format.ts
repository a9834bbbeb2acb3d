import { formatNumber } from '../../lib/format';

/** VND as the spec's number format (section 9: en-US grouping), like the header balance. */
export const vnd = (n: number) => `${formatNumber(n)} VND`;
