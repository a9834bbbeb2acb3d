import { ProviderError } from '@app/provider-kit/server';

/** An error the house game API answers in its envelope (status, code, Vietnamese message). */
export class HouseError extends ProviderError {}
