import { createHmac } from 'node:crypto';

/** What a registry entry is matched on (decision 158). */
export const IDENTIFIER_TYPES = ['phone', 'email', 'bank', 'device'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

export interface Identifier {
  type: IdentifierType;
  hash: string;
}

/** The raw facts of a person one brand knows; only their keyed hashes leave this file. */
export interface PersonFacts {
  phone?: string | null;
  email?: string | null;
  bankAccounts?: { accountNumber: string; holderName: string }[];
  devices?: (string | null)[];
}

/** 0912345678, +84 912 345 678 and 84912345678 are one number. */
export function normalisePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 9) return null;
  if (digits.startsWith('84') && digits.length >= 11) return digits;
  if (digits.startsWith('0')) return `84${digits.slice(1)}`;
  return `84${digits}`;
}

export function normaliseEmail(email: string): string | null {
  const e = email.trim().toLowerCase();
  return e.includes('@') ? e : null;
}

/** Holder name without accents, case or spacing, then the digits of the number: one account at whichever bank. */
export function normaliseBankAccount(accountNumber: string, holderName: string): string | null {
  const digits = accountNumber.replace(/\D/g, '');
  const holder = holderName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'D')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return digits.length >= 6 && holder ? `${holder}|${digits}` : null;
}

/**
 * Keyed hashes of a person's identifiers. The key is the operator's (`EXCLUSION_REGISTRY_KEY`),
 * shared by its deployments, so the same phone hashes alike everywhere while the registry and
 * its peer messages carry no phone, e-mail or account number anyone could read back.
 */
export function identifiersOf(facts: PersonFacts, key: Buffer): Identifier[] {
  const out = new Map<string, Identifier>();
  const add = (type: IdentifierType, value: string | null | undefined) => {
    if (!value) return;
    const hash = createHmac('sha256', key).update(`${type}:${value}`).digest('base64url');
    out.set(`${type}:${hash}`, { type, hash });
  };
  if (facts.phone) add('phone', normalisePhone(facts.phone));
  if (facts.email) add('email', normaliseEmail(facts.email));
  for (const a of facts.bankAccounts ?? []) add('bank', normaliseBankAccount(a.accountNumber, a.holderName));
  for (const d of facts.devices ?? []) if (d && d.length >= 8) add('device', d.trim());
  return [...out.values()];
}
