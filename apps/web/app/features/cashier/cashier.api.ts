import type {
  TBank,
  TBankAccount,
  TCryptoDeposit,
  TDeposit,
  TMomoDeposit,
  TPaymentMethods,
  TPromotion,
  TTransactionRow,
  TVoucher,
  TWithdrawal,
} from '@app/contract';
import { api, sandboxPost } from '../../lib/api';

/** The cashier's calls, typed with the contract. */
export const cashierApi = {
  methods: async () => (await api<TPaymentMethods>('/api/payment/methods')).data,
  promotions: async () => (await api<TPromotion[]>('/api/promotions')).data,
  banks: async () => (await api<TBank[]>('/api/payment/banks')).data,
  bankAccounts: async () => (await api<TBankAccount[]>('/api/user/bank')).data,
  addBankAccount: async (body: { bankBin: string; accountNumber: string; holderName: string }) =>
    (await api<TBankAccount>('/api/user/bank', { method: 'POST', body })).data,

  createVoucher: async (
    method: 'codepay' | 'bank',
    body: { amount: number; promotionId?: string | null; replaceCurrent?: boolean },
  ) => (await api<TVoucher>(`/api/payment/deposit/${method}`, { method: 'POST', body })).data,
  currentVoucher: async () => (await api<TVoucher | null>('/api/payment/deposit/voucher')).data,
  cancelVoucher: async () => (await api<TDeposit | null>('/api/payment/deposit/voucher', { method: 'DELETE' })).data,
  deposit: async (id: number) => (await api<TDeposit>(`/api/payment/deposit/${id}`)).data,
  createMomo: async (body: { amount: number; promotionId?: string | null }) =>
    (await api<TMomoDeposit>('/api/payment/deposit/momo', { method: 'POST', body })).data,
  createCard: async (body: {
    carrier: string;
    denomination: number;
    pin: string;
    serial: string;
    promotionId?: string | null;
  }) => (await api<TDeposit>('/api/payment/deposit/card', { method: 'POST', body })).data,
  createCrypto: async (body: { chain: string; currency: string; promotionId?: string | null }) =>
    (await api<TCryptoDeposit>('/api/payment/deposit/crypto', { method: 'POST', body })).data,

  withdraw: async (method: 'bank' | 'card' | 'crypto', body: Record<string, unknown>, idempotencyKey: string) =>
    (
      await api<TWithdrawal>(`/api/payment/withdraw/${method}`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      })
    ).data,
  withdrawal: async (id: number) => (await api<TWithdrawal>(`/api/payment/withdraw/${id}`)).data,

  history: async (query: { page: number; per_page: number; type: 'all' | 'deposit' | 'withdraw' }) => {
    const res = await api<TTransactionRow[]>('/api/user/history/transactions', { query });
    const pagination = (res.meta?.pagination ?? { page: 1, per_page: query.per_page, total: 0, last_page: 1 }) as {
      page: number;
      per_page: number;
      total: number;
      last_page: number;
    };
    return { rows: res.data, pagination };
  },
  recent: async (limit: 5 | 10 | 20) =>
    (await api<TTransactionRow[]>('/api/user/history/transactions/recent', { query: { limit } })).data,

  /** Sandbox gateways: stand in for the player's bank app and wallet while a method is in sandbox mode. */
  sandboxBankTransfer: async (content: string, amount: number) =>
    sandboxPost<{ id: number }>('/sandbox/bank/transfers', { content, amount }),
  sandboxCryptoSend: async (body: { chain: string; token: string; address: string; amount: string }) =>
    sandboxPost<{ txHash: string }>('/sandbox/chain/simulate-deposit', body),
};
